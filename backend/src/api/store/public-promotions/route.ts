import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ISIC_PROMOTION_CODE, isTradeInCode, promotionShopFields, type PublicPromotion } from "@electroshop/contracts/promotion"
import { shopVariant } from "../../../lib/shop/variant"

type Row = {
  code: string | null
  is_automatic: boolean
  metadata: Record<string, unknown> | null
  application_method: { type: string; value: number | string; currency_code: string | null } | null
  campaign: { starts_at: string | Date | null; ends_at: string | Date | null } | null
}

const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null)

/**
 * GET /store/public-promotions → { promotions: PublicPromotion[] }: the
 * discounts staff marked public in the admin, active now (campaign dates) and
 * in the shop's currency, soonest ending first. Codes the shop applies itself
 * (ISIC, trade-in bonuses) are never listed: they cannot be typed.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ promotions: PublicPromotion[] }>) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "promotion",
    fields: [
      "code",
      "is_automatic",
      "metadata",
      "application_method.type",
      "application_method.value",
      "application_method.currency_code",
      "campaign.starts_at",
      "campaign.ends_at",
    ],
    filters: { status: "active" },
  })
  const now = Date.now()
  const currency = shopVariant().currencyCode
  const promotions: PublicPromotion[] = (data as unknown as Row[])
    .filter((p) => p.code && p.code !== ISIC_PROMOTION_CODE && !isTradeInCode(p.code) && promotionShopFields(p.metadata).public)
    .filter((p) => p.application_method && (p.application_method.type === "percentage" || p.application_method.currency_code?.toLowerCase() === currency))
    .filter(
      (p) =>
        (!p.campaign?.starts_at || new Date(p.campaign.starts_at).getTime() <= now) && (!p.campaign?.ends_at || new Date(p.campaign.ends_at).getTime() > now),
    )
    .map((p) => ({
      code: p.code!,
      name: promotionShopFields(p.metadata).marketing_name,
      kind: p.application_method!.type === "percentage" ? ("percentage" as const) : ("fixed" as const),
      value: Number(p.application_method!.value),
      currency_code: p.application_method!.type === "percentage" ? null : currency,
      automatic: p.is_automatic,
      ends_at: iso(p.campaign?.ends_at),
    }))
    .sort((a, b) => (a.ends_at ?? "9999").localeCompare(b.ends_at ?? "9999") || a.code.localeCompare(b.code))
  res.json({ promotions })
}

import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { promotionShopFields } from "@electroshop/contracts/promotion"
import { ShopError } from "../http/errors"
import { promotionMessage } from "./messages"

type PromoBody = { promo_codes?: unknown }

/**
 * A discount staff marked not combinable (admin → promotion → shop fields)
 * is the cart's only code: adding it to a cart with another code, or another
 * code to a cart with it, is a 400 on `promo_codes` naming it. Runs after the
 * codes are mapped to their stored spelling (case-insensitive-codes.ts).
 */
export async function combinablePromoCodes(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = ((req as MedusaRequest & { validatedBody?: PromoBody }).validatedBody ?? req.body) as PromoBody | undefined
    const added = (Array.isArray(body?.promo_codes) ? body.promo_codes : []).filter((c): c is string => typeof c === "string" && c.length > 0)
    if (!added.length) return next()

    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "promotions.code"], filters: { id: req.params.id } })
    const present = ((carts[0] as { promotions?: { code: string | null }[] } | undefined)?.promotions ?? []).map((p) => p.code).filter((c): c is string => !!c)
    const codes = [...new Set([...present, ...added])]
    if (codes.length < 2) return next()

    const { data: promotions } = await query.graph({ entity: "promotion", fields: ["code", "metadata"], filters: { code: codes } })
    const alone = (promotions as { code: string; metadata: Record<string, unknown> | null }[]).find((p) => !promotionShopFields(p.metadata).combinable)
    if (!alone) return next()
    const message = promotionMessage("not_combinable", { code: alone.code })
    next(ShopError.validation({ promo_codes: [message] }, { message, error_codes: { promo_codes: "not_combinable" } }))
  } catch (error) {
    next(error)
  }
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { updatePromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { promotionShopFields, type PromotionShopFields, type PromotionShopFieldsResponse } from "@electroshop/contracts/promotion"

async function promotionOf(req: AuthenticatedMedusaRequest) {
  // Throws Medusa's 404 for an unknown id.
  return req.scope.resolve(Modules.PROMOTION).retrievePromotion(req.params.id, { select: ["id", "metadata"] })
}

/** The promotion's shop fields (marketing name, public, combinable). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<PromotionShopFieldsResponse>) {
  res.json({ shop_fields: promotionShopFields((await promotionOf(req)).metadata) })
}

/** Saves them into `metadata.shop` through Medusa's workflow (its events fire), keeping other metadata. */
export async function POST(req: AuthenticatedMedusaRequest<PromotionShopFields>, res: MedusaResponse<PromotionShopFieldsResponse>) {
  const promotion = await promotionOf(req)
  await updatePromotionsWorkflow(req.scope).run({
    input: { promotionsData: [{ id: promotion.id, metadata: { ...(promotion.metadata ?? {}), shop: req.validatedBody } }] },
  })
  res.json({ shop_fields: promotionShopFields((await promotionOf(req)).metadata) })
}

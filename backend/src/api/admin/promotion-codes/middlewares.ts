import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminGenerateCodesSchema, PromotionShopFieldsSchema } from "@electroshop/contracts/promotion"
import { withBody } from "../../hardening"

export const adminPromotionCodeMiddlewares: MiddlewareRoute[] = [
  withBody("/admin/promotion-codes", AdminGenerateCodesSchema),
  withBody("/admin/promotions/:id/shop-fields", PromotionShopFieldsSchema),
]

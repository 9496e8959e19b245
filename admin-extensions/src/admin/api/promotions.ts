import type { AdminGeneratedCodes } from "@electroshop/contracts/promotion"
import { api } from "../lib/sdk"

/** The shop's additions to Medusa's promotions (backend/src/api/admin/promotion-codes, …/promotions/:id/shop-fields). */

/** A batch of single-use codes generated from the promotion. */
export const generatePromotionCodes = (promotionId: string, count: number) =>
  api<AdminGeneratedCodes>("/admin/promotion-codes", { method: "POST", body: { promotion_id: promotionId, count } })

/** The promotion's shop fields: GET them, POST them changed. */
export const promotionShopFieldsPath = (promotionId: string) => `/admin/promotions/${promotionId}/shop-fields`

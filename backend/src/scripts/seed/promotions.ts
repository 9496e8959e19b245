import type { MedusaContainer } from "@medusajs/framework/types"
import { createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { ISIC_PROMOTION_CODE } from "@electroshop/contracts/promotion"

/** A public demo code the README names, so shoppers and tests can try discounts. */
export const DEMO_PROMO_CODE = "DEMO10"

export async function seedPromotions(container: MedusaContainer) {
  await createPromotionsWorkflow(container).run({
    input: {
      promotionsData: [
        {
          code: DEMO_PROMO_CODE,
          type: "standard",
          status: "active",
          is_automatic: false,
          application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10 },
        },
        {
          // Applied by the shop once a card is verified, never typed (docs/api/promotions.md "ISIC discount"); staff set the value.
          code: ISIC_PROMOTION_CODE,
          type: "standard",
          status: "active",
          is_automatic: false,
          application_method: { type: "percentage", target_type: "order", allocation: "across", value: 5 },
        },
      ],
    },
  })
}

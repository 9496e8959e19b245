import { model } from "@medusajs/framework/utils"
import { SPECIAL_OFFER_KINDS } from "@electroshop/contracts/special-offer"

/**
 * A special offer on a product: a badge on its card and page, or a gift
 * given with it (another product, by id). Valid from/to are inclusive days
 * stored as their midnight UTC (none: open), and it can be switched off.
 */
export const SpecialOffer = model
  .define("special_offer", {
    id: model.id({ prefix: "spof" }).primaryKey(),
    product_id: model.text(),
    kind: model.enum([...SPECIAL_OFFER_KINDS]),
    label: model.text(),
    gift_product_id: model.text().nullable(),
    valid_from: model.dateTime().nullable(),
    valid_to: model.dateTime().nullable(),
    is_active: model.boolean().default(true),
  })
  .indexes([{ on: ["product_id"] }])

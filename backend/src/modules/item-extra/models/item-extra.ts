import { model } from "@medusajs/framework/utils"
import { ITEM_EXTRA_KINDS } from "@electroshop/contracts/item-extra"

/**
 * An extra staff offer with the devices of one type (`device_type`, the
 * neutral code of the type categories and of `product.metadata.device_type`):
 * a warranty extension by `months`, or an insurance. `price` is with VAT in
 * the shop's currency, whole units; changing it makes carts that chose the
 * old price choose again.
 */
export const ItemExtra = model
  .define("item_extra", {
    id: model.id({ prefix: "iext" }).primaryKey(),
    kind: model.enum([...ITEM_EXTRA_KINDS]),
    name: model.text(),
    device_type: model.text(),
    months: model.number().nullable(),
    price: model.number(),
    is_active: model.boolean().default(true),
    product_ids: model.json().nullable(),
  })
  .indexes([{ on: ["device_type"] }])

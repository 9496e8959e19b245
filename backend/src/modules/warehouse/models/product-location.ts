import { model } from "@medusajs/framework/utils"

/**
 * Where a stock item lies at a stock location (issue 36): its bin, as written on the shelf label.
 * One bin per item and location (moving the item changes it); several items may share a bin.
 * `inventory_item_id` and `stock_location_id` are the inventory and stock location modules' records:
 * the picking list joins them with the order's reservations, which name both.
 */
export const ProductLocation = model
  .define("product_location", {
    id: model.id({ prefix: "ploc" }).primaryKey(),
    stock_location_id: model.text(),
    inventory_item_id: model.text(),
    bin: model.text(),
  })
  .indexes([
    { on: ["stock_location_id", "inventory_item_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["stock_location_id", "bin"], where: "deleted_at IS NULL" },
  ])

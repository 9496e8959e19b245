import { model } from "@medusajs/framework/utils"

/**
 * A crate (tote) at a stock location (issue 36): picked orders wait in one for packing, one order
 * per crate. `code` is the identifier on its barcode label, unique among the shop's crates; packing
 * starts by scanning it. `order_id` is the order module's order; null while the crate is empty.
 */
export const Crate = model
  .define("crate", {
    id: model.id({ prefix: "crate" }).primaryKey(),
    name: model.text(),
    code: model.text(),
    stock_location_id: model.text(),
    order_id: model.text().nullable(),
  })
  .indexes([
    { on: ["code"], unique: true, where: "deleted_at IS NULL" },
    { on: ["order_id"], unique: true, where: "deleted_at IS NULL AND order_id IS NOT NULL" },
    { on: ["stock_location_id", "code"], where: "deleted_at IS NULL" },
  ])

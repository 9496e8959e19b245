import { model } from "@medusajs/framework/utils"
import { STOCK_MOVEMENT_KINDS } from "@electroshop/contracts/warehouse"

/**
 * The stock ledger the stock figures are summed from (issue 36): units of a stock item sold (an order
 * placed: `source_id` is the order, and its cancel deletes them) or received (stocked quantity added
 * at a stock location in the admin: `source_id` is the user). Medusa keeps only the levels, not how
 * they came about.
 */
export const StockMovement = model
  .define("stock_movement", {
    id: model.id({ prefix: "smov" }).primaryKey(),
    inventory_item_id: model.text(),
    stock_location_id: model.text().nullable(),
    kind: model.enum([...STOCK_MOVEMENT_KINDS]),
    quantity: model.number(),
    occurred_at: model.dateTime(),
    source_id: model.text().nullable(),
  })
  .indexes([
    { on: ["occurred_at", "inventory_item_id"], where: "deleted_at IS NULL" },
    { on: ["source_id"], where: "deleted_at IS NULL" },
    // An order's sale of an item is one row: two deliveries of `order.placed` at once cannot both record it.
    { on: ["source_id", "inventory_item_id"], unique: true, where: "deleted_at IS NULL AND kind = 'sold'" },
  ])

import { model } from "@medusajs/framework/utils"

/**
 * An order collected at a store, once its staff marked it ready: the code e-mailed to the shopper (kept
 * only as a hash, so that the table does not hand out orders), who marked it ready and who handed it out.
 */
export const StorePickup = model
  .define("store_pickup", {
    id: model.id({ prefix: "spk" }).primaryKey(),
    order_id: model.text(),
    stock_location_id: model.text(),
    code_hash: model.text(),
    ready_at: model.dateTime(),
    ready_by: model.text().nullable(),
    handed_out_at: model.dateTime().nullable(),
    handed_out_by: model.text().nullable(),
  })
  .indexes([{ on: ["order_id"], unique: true, where: "deleted_at IS NULL" }])

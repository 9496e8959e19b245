import { model } from "@medusajs/framework/utils"

/**
 * One unit scanned into an order's parcel at packing (issue 36), with the IMEI or serial number of a
 * device, kept for warranty and returns. `order_id` and `line_item_id` are the order module's.
 */
export const PackingScan = model
  .define("packing_scan", {
    id: model.id({ prefix: "pksc" }).primaryKey(),
    order_id: model.text(),
    line_item_id: model.text(),
    imei: model.text().nullable(),
    serial_number: model.text().nullable(),
    /** The staff member who scanned it. */
    actor_id: model.text().nullable(),
  })
  .indexes([
    { on: ["order_id", "created_at"], where: "deleted_at IS NULL" },
    // A device is scanned once: a second scan of its IMEI or serial number is "item already scanned".
    { on: ["order_id", "imei"], unique: true, where: "deleted_at IS NULL AND imei IS NOT NULL" },
    { on: ["order_id", "serial_number"], unique: true, where: "deleted_at IS NULL AND serial_number IS NOT NULL" },
  ])

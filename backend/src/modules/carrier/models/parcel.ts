import { model } from "@medusajs/framework/utils"
import { PARCEL_CARRIERS, PARCEL_SERVICES, PARCEL_STATES } from "@electroshop/contracts/warehouse"

/**
 * A packed order's parcel as registered with its carrier: one per Medusa fulfillment. The carrier's id
 * and tracking number come from the carrier; `stock_location_id` is where it was packed (store staff
 * see their stores' parcels only); `carrier_status` is the carrier's last word on it. Parcels and
 * hand-overs are kept in one module and joined by `handover_id` (no link: they live and die together).
 */
export const Parcel = model
  .define("parcel", {
    id: model.id({ prefix: "prcl" }).primaryKey(),
    order_id: model.text(),
    fulfillment_id: model.text(),
    stock_location_id: model.text().nullable(),
    carrier: model.enum([...PARCEL_CARRIERS]),
    service: model.enum([...PARCEL_SERVICES]),
    carrier_parcel_id: model.text(),
    tracking_number: model.text(),
    weight_g: model.number(),
    /** Its box's outside size (cm, longest side first); null when packed without choosing a box. */
    length_cm: model.number().nullable(),
    width_cm: model.number().nullable(),
    height_cm: model.number().nullable(),
    cod_amount: model.number().nullable(),
    currency_code: model.text(),
    state: model.enum([...PARCEL_STATES]).default("registered"),
    carrier_status: model.text().nullable(),
    created_by: model.text().nullable(),
    /** The hand-over batch it is scanned into, and when. */
    handover_id: model.text().nullable(),
    handover_added_at: model.dateTime().nullable(),
  })
  .indexes([
    { on: ["fulfillment_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["carrier", "carrier_parcel_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["order_id"] },
    { on: ["state", "carrier"] },
    { on: ["handover_id"] },
    // The number on its label, as the hand-over scans it.
    { on: ["tracking_number"] },
  ])

import { model } from "@medusajs/framework/utils"
import { HANDOVER_STATES, PARCEL_CARRIERS } from "@electroshop/contracts/warehouse"

/**
 * A hand-over batch: one carrier's parcels scanned at one stock location for its driver. One open batch
 * per carrier and location (the partial unique index) collects the scans; closing it hands them over.
 */
export const Handover = model
  .define("handover", {
    id: model.id({ prefix: "hnd" }).primaryKey(),
    carrier: model.enum([...PARCEL_CARRIERS]),
    stock_location_id: model.text().nullable(),
    state: model.enum([...HANDOVER_STATES]).default("open"),
    closed_at: model.dateTime().nullable(),
    closed_by: model.text().nullable(),
  })
  .indexes([{ on: ["carrier", "stock_location_id"], unique: true, where: "state = 'open' AND deleted_at IS NULL" }, { on: ["state", "created_at"] }])

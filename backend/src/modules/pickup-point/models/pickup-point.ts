import { model } from "@medusajs/framework/utils"
import { PICKUP_CARRIERS } from "@electroshop/contracts/delivery"

/**
 * A carrier's pickup point (branch, box) imported from its published feed:
 * Packeta branch feed v4, DPD Pickup, Sameday easybox. `status` is the feed's
 * state mapped to ours: `active` takes parcels, `full` is congested (the
 * carrier's "capacity exceeded"), `unavailable` is closed or gone from the
 * feed (points are never deleted, so an order keeps showing its point).
 */
export const PickupPoint = model
  .define("pickup_point", {
    id: model.id({ prefix: "pp" }).primaryKey(),
    carrier: model.enum([...PICKUP_CARRIERS]),
    external_id: model.text(),
    country: model.text(),
    name: model.text(),
    street: model.text(),
    city: model.text(),
    zip: model.text(),
    latitude: model.float(),
    longitude: model.float(),
    opening_hours: model.text().nullable(),
    status: model.enum(["active", "full", "unavailable"]).default("active"),
    search_text: model.text(),
  })
  .indexes([{ on: ["carrier", "external_id"], unique: true }, { on: ["country", "status"] }])

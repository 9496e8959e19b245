import { model } from "@medusajs/framework/utils"

/**
 * A complaint (issue 37): a defect of an item of an order, claimed under the legal guarantee. Its own
 * record, not Medusa's return: the claimed goods go to the service, not back to stock. `deadline` is the
 * last day (YYYY-MM-DD, the shop's time zone) it must be settled by; `history` every change of its status,
 * `{ status, at, actor_id }` (null: the shopper).
 */
export const Complaint = model
  .define("complaint", {
    id: model.id({ prefix: "cmpl" }).primaryKey(),
    sequence: model.autoincrement(),
    order_id: model.text(),
    order_display_id: model.number(),
    item_id: model.text(),
    item_title: model.text(),
    description: model.text(),
    remedy: model.enum(["repair", "replacement", "refund", "discount"]),
    method: model.enum(["carrier", "store"]),
    store_id: model.text().nullable(),
    status: model.enum(["submitted", "received", "accepted", "rejected"]).default("submitted"),
    resolution: model.enum(["repair", "replacement", "refund", "discount"]).nullable(),
    resolution_note: model.text().nullable(),
    deadline: model.text(),
    history: model.json(),
  })
  .indexes([{ on: ["order_id"] }, { on: ["status", "deadline"] }])

import { model } from "@medusajs/framework/utils"
import { PICKING_STATUSES } from "@electroshop/contracts/warehouse"

/**
 * An order in the picking queue (issue 36): it enters once it is ready to pick (its payment captured,
 * or cash on delivery), at the stock location its goods are reserved at, and leaves when it is
 * packed or cancelled. `order_id` is the order module's order; the queue is read here, in one table, so that
 * its pages and counts stay fast at thousands of open orders.
 */
export const Picking = model
  .define("picking", {
    id: model.id({ prefix: "pick" }).primaryKey(),
    order_id: model.text(),
    status: model.enum([...PICKING_STATUSES]).default("waiting"),
    stock_location_id: model.text().nullable(),
    /** Units to pick: those reserved for the order. */
    quantity: model.number(),
    /** When the order became ready to pick: the queue's order, oldest first. */
    ready_at: model.dateTime(),
    /** When its packing was finished: its fulfillment (`fulfillment_id`, the fulfillment module's) was created then. */
    packed_at: model.dateTime().nullable(),
    fulfillment_id: model.text().nullable(),
    changes: model.hasMany(() => PickingChange, { mappedBy: "picking" }),
  })
  .indexes([
    { on: ["order_id"], unique: true, where: "deleted_at IS NULL" },
    { on: ["status", "ready_at"], where: "deleted_at IS NULL" },
    { on: ["stock_location_id", "status", "ready_at"], where: "deleted_at IS NULL" },
  ])

/** Who changed an order's picking status, from what to what, and when (created_at). */
export const PickingChange = model
  .define("picking_change", {
    id: model.id({ prefix: "pickch" }).primaryKey(),
    status: model.enum([...PICKING_STATUSES]),
    /** null: the order's entry into the queue. */
    previous_status: model.enum([...PICKING_STATUSES]).nullable(),
    /** The staff member (a user id); null when the shop itself put the order in the queue. */
    actor_id: model.text().nullable(),
    picking: model.belongsTo(() => Picking, { mappedBy: "changes" }),
  })
  .indexes([{ on: ["picking_id", "created_at"] }])

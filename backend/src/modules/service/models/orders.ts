import { HANDOVER_METHODS, SERVICE_ORDER_STATUSES } from "@electroshop/contracts/service"
import { model } from "@medusajs/framework/utils"

/**
 * A repair ordered by a customer. The device and the chosen operations are
 * snapshots taken when ordering (names, part quality, prices, warranty), so a
 * later price-list change never alters an order.
 */
export const ServiceOrder = model
  .define("service_order", {
    id: model.id({ prefix: "sord" }).primaryKey(),
    display_id: model.autoincrement(),
    number: model.text().nullable(),
    status: model.enum([...SERVICE_ORDER_STATUSES]).default("new"),
    currency_code: model.text(),
    device_model_id: model.text(),
    color_id: model.text().nullable(),
    /** `{ type, manufacturer, model, color }` labels. */
    device: model.json(),
    imei: model.text().nullable(),
    serial_number: model.text().nullable(),
    /** `[{ operation_id, code, name, quality, price, warranty_months }]` */
    operations: model.json(),
    total: model.number(),
    first_name: model.text(),
    last_name: model.text(),
    email: model.text(),
    /** E.164, so a lookup by phone matches however it was typed. */
    phone: model.text(),
    handover: model.enum([...HANDOVER_METHODS]),
    center_id: model.text().nullable(),
    /** The centre's name and address at ordering time (drop-off). */
    center: model.json().nullable(),
    /** `{ street, city, postcode }` (courier pickup). */
    pickup_address: model.json().nullable(),
    note: model.text().nullable(),
    /** Number, e-mail, name and device folded by `foldForSearch`, for the admin's accent-blind search. */
    search_text: model.text().default(""),
    status_history: model.hasMany(() => ServiceOrderStatusHistory, { mappedBy: "service_order" }),
  })
  .indexes([{ on: ["number"], unique: true }, { on: ["status"] }])
  .cascades({ delete: ["status_history"] })

export const ServiceOrderStatusHistory = model.define("service_order_status_history", {
  id: model.id({ prefix: "sosh" }).primaryKey(),
  from_status: model.text().nullable(),
  to_status: model.text(),
  /** Shown to the customer (status page, e-mail). */
  note: model.text().nullable(),
  /** `customer` or `admin`. */
  actor_type: model.text(),
  actor_id: model.text().nullable(),
  service_order: model.belongsTo(() => ServiceOrder, { mappedBy: "status_history" }),
})

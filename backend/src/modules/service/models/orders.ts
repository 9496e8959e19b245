import { HANDOVER_METHODS, SERVICE_ORDER_STATUSES } from "@electroshop/contracts/service"
import { model } from "@medusajs/framework/utils"
import { requestDeviceFields, requestFields, requestIndexes, statusChangeFields } from "../../shared/request-fields"

/**
 * A repair ordered by a customer. The device and the chosen operations are
 * snapshots taken when ordering (names, part quality, prices, warranty), so a
 * later price-list change never alters an order.
 */
export const ServiceOrder = model
  .define("service_order", {
    id: model.id({ prefix: "sord" }).primaryKey(),
    ...requestFields(SERVICE_ORDER_STATUSES),
    device_model_id: model.text(),
    ...requestDeviceFields,
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
    /** When the retention job emptied the customer's name, contacts, address and device identifiers (jobs/service-personal-data-retention.ts). */
    personal_data_erased_at: model.dateTime().nullable(),
    status_history: model.hasMany(() => ServiceOrderStatusHistory, { mappedBy: "service_order" }),
  })
  .indexes(requestIndexes)
  .cascades({ delete: ["status_history"] })

export const ServiceOrderStatusHistory = model.define("service_order_status_history", {
  id: model.id({ prefix: "sosh" }).primaryKey(),
  ...statusChangeFields,
  service_order: model.belongsTo(() => ServiceOrder, { mappedBy: "status_history" }),
})

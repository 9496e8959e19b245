import { OPERATION_CODES, PART_QUALITIES } from "@electroshop/contracts/service"
import { model } from "@medusajs/framework/utils"

/**
 * A repair of one device model (a buy-out device model: the shop's device
 * catalogue is shared, see links/service-operation-device-model.ts), or only
 * of one of its colours when `color_id` is set (a coloured back glass).
 * `price` is kept equal to the cheapest available part option by the service,
 * so lists sort and show "from" prices without joining the options.
 */
export const ServiceOperation = model
  .define("service_operation", {
    id: model.id({ prefix: "sop" }).primaryKey(),
    device_model_id: model.text(),
    color_id: model.text().nullable(),
    code: model.enum([...OPERATION_CODES]).default("other"),
    name: model.text().searchable(),
    description: model.text().default(""),
    price: model.number().default(0),
    duration_minutes: model.number().default(60),
    is_available: model.boolean().default(true),
    position: model.number().default(0),
    part_options: model.hasMany(() => ServicePartOption, { mappedBy: "operation" }),
  })
  .indexes([{ on: ["device_model_id"] }])
  .cascades({ delete: ["part_options"] })

/** A spare-part quality an operation can be done with: its own price (whole units of the shop currency) and warranty. */
export const ServicePartOption = model
  .define("service_part_option", {
    id: model.id({ prefix: "spo" }).primaryKey(),
    quality: model.enum([...PART_QUALITIES]),
    price: model.number(),
    warranty_months: model.number().default(6),
    is_available: model.boolean().default(true),
    operation: model.belongsTo(() => ServiceOperation, { mappedBy: "part_options" }),
  })
  .indexes([{ on: ["operation_id", "quality"], unique: true, where: "deleted_at IS NULL" }])

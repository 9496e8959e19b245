import { defineLink } from "@medusajs/framework/utils"
import BuyoutModule from "../modules/buyout"
import ServiceModule from "../modules/service"

/**
 * A repair operation → its device model, read-only: the service shares the
 * buy-out's device catalogue (type → manufacturer → model → colour), and the
 * key is the operation's own `device_model_id` column (no link table), so
 * `query.graph` can join the model while lists filter in the service tables.
 */
export default defineLink({ linkable: ServiceModule.linkable.serviceOperation, field: "device_model_id" }, BuyoutModule.linkable.buyoutDeviceModel, {
  readOnly: true,
})

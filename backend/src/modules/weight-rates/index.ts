import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import WeightRatesFulfillmentService from "./service"

export default ModuleProvider(Modules.FULFILLMENT, {
  services: [WeightRatesFulfillmentService],
})

import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import TbiProviderService from "./service"

export default ModuleProvider(Modules.PAYMENT, {
  services: [TbiProviderService],
})

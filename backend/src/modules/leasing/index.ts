import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import LeasingProviderService from "./service"

export default ModuleProvider(Modules.PAYMENT, {
  services: [LeasingProviderService],
})

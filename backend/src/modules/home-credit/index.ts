import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import HomeCreditProviderService from "./service"

export default ModuleProvider(Modules.PAYMENT, {
  services: [HomeCreditProviderService],
})

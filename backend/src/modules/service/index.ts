import { Module } from "@medusajs/framework/utils"
import ServiceModuleService from "./service"

export const SERVICE_MODULE = "service"

export default Module(SERVICE_MODULE, {
  service: ServiceModuleService,
})

export type { ServiceModuleService }

import { Module } from "@medusajs/framework/utils"
import ComplaintModuleService from "./service"

export const COMPLAINT_MODULE = "complaint"

export default Module(COMPLAINT_MODULE, {
  service: ComplaintModuleService,
})

export type { ComplaintModuleService }

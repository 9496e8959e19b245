import { Module } from "@medusajs/framework/utils"
import StaffModuleService from "./service"

export const STAFF_MODULE = "staff"

export default Module(STAFF_MODULE, {
  service: StaffModuleService,
})

export type { StaffModuleService }

import { Module } from "@medusajs/framework/utils"
import BaremModuleService from "./service"

export const BAREM_MODULE = "barem"

export default Module(BAREM_MODULE, {
  service: BaremModuleService,
})

export type { BaremModuleService }

import { Module } from "@medusajs/framework/utils"
import BuyoutModuleService from "./service"

export const BUYOUT_MODULE = "buyout"

export default Module(BUYOUT_MODULE, {
  service: BuyoutModuleService,
})

export type { BuyoutModuleService }

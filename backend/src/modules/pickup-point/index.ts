import { Module } from "@medusajs/framework/utils"
import PickupPointModuleService from "./service"

export const PICKUP_POINT_MODULE = "pickup_point"

export default Module(PICKUP_POINT_MODULE, {
  service: PickupPointModuleService,
})

export type { PickupPointModuleService }

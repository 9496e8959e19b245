import { Module } from "@medusajs/framework/utils"
import CarrierModuleService from "./service"

export const CARRIER_MODULE = "carrier"

/** Parcels and the carriers they go with (docs/warehouse.md "Parcels and labels"). */
export default Module(CARRIER_MODULE, {
  service: CarrierModuleService,
})

export type { CarrierModuleService }

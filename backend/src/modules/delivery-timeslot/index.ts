import { Module } from "@medusajs/framework/utils"
import DeliveryTimeslotModuleService from "./service"

export const DELIVERY_TIMESLOT_MODULE = "delivery_timeslot"

export default Module(DELIVERY_TIMESLOT_MODULE, {
  service: DeliveryTimeslotModuleService,
})

export type { DeliveryTimeslotModuleService }

import { Module } from "@medusajs/framework/utils"
import OrderNumberModuleService from "./service"

export const ORDER_NUMBER_MODULE = "order_number"

export default Module(ORDER_NUMBER_MODULE, {
  service: OrderNumberModuleService,
})

export type { OrderNumberModuleService }

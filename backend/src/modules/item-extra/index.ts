import { Module } from "@medusajs/framework/utils"
import ItemExtraModuleService from "./service"

export const ITEM_EXTRA_MODULE = "item_extra"

export default Module(ITEM_EXTRA_MODULE, {
  service: ItemExtraModuleService,
})

export type { ItemExtraModuleService }

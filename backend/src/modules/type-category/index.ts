import { Module } from "@medusajs/framework/utils"
import TypeCategoryModuleService from "./service"

export const TYPE_CATEGORY_MODULE = "type_category"

export default Module(TYPE_CATEGORY_MODULE, {
  service: TypeCategoryModuleService,
})

export type { TypeCategoryModuleService }

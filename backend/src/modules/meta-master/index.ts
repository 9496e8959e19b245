import { Module } from "@medusajs/framework/utils"
import MetaMasterModuleService from "./service"

export const META_MASTER_MODULE = "metaMaster"

export default Module(META_MASTER_MODULE, {
  service: MetaMasterModuleService,
})

export type { MetaMasterModuleService }

import { Module } from "@medusajs/framework/utils"
import SpecialOfferModuleService from "./service"

export const SPECIAL_OFFER_MODULE = "special_offer"

export default Module(SPECIAL_OFFER_MODULE, {
  service: SpecialOfferModuleService,
})

export type { SpecialOfferModuleService }

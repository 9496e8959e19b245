import { MedusaService } from "@medusajs/framework/utils"
import { SpecialOffer } from "./models/special-offer"

/** CRUD of special offers (Medusa's generated methods); which are current is lib/special-offer/offers.ts. */
export default class SpecialOfferModuleService extends MedusaService({ SpecialOffer }) {}

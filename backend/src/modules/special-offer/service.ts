import { MedusaService } from "@medusajs/framework/utils"
import { SpecialOffer } from "./models/special-offer"

/** CRUD of special offers (Medusa's generated methods); which are current, with their gifts, is queries.ts. */
export default class SpecialOfferModuleService extends MedusaService({ SpecialOffer }) {}

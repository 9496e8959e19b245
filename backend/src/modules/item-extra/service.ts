import { MedusaService } from "@medusajs/framework/utils"
import { ItemExtra } from "./models/item-extra"

/** CRUD of warranty extensions and insurances (Medusa's generated methods); what a cart gets is lib/item-extra/cart-extras.ts. */
export default class ItemExtraModuleService extends MedusaService({ ItemExtra }) {}

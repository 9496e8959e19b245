import { MedusaService } from "@medusajs/framework/utils"
import { Barem } from "./models/barem"

/** CRUD of barems (Medusa's generated methods); which apply to a price is lib/installment/options.ts. */
export default class BaremModuleService extends MedusaService({ Barem }) {}

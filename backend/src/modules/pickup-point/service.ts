import { MedusaService } from "@medusajs/framework/utils"
import { PickupPoint } from "./models/pickup-point"

/** CRUD of pickup points (Medusa's generated methods); the feed import is lib/pickup-point/import.ts. */
export default class PickupPointModuleService extends MedusaService({ PickupPoint }) {}

import { MedusaService } from "@medusajs/framework/utils"
import { MetaMaster } from "./models/meta-master"

/** CRUD of meta masters; membership lives in the product link and is changed by the workflows. */
export default class MetaMasterModuleService extends MedusaService({ MetaMaster }) {}

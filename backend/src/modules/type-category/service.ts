import { MedusaService } from "@medusajs/framework/utils"
import { TypeCategory } from "./models/type-category"

/** CRUD of the category extension rows; tree logic lives in the workflows. */
export default class TypeCategoryModuleService extends MedusaService({ TypeCategory }) {}

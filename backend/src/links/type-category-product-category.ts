import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import TypeCategoryModule from "../modules/type-category"

/**
 * Each Medusa product category has one row of our extension fields
 * (seo_name, display/buy-out/service flags, boost…); deleting the extension
 * row never deletes the category and vice versa (the workflows do both).
 */
export default defineLink(TypeCategoryModule.linkable.typeCategory, ProductModule.linkable.productCategory)

import { defineLink } from "@medusajs/framework/utils"
import ProductModule from "@medusajs/medusa/product"
import ReviewModule from "../modules/review"

/**
 * A review → its product, read-only: the key is the review's own
 * `product_id` column (no link table), so `query.graph` can join the product
 * while the lists filter and aggregate by product in the review table.
 */
export default defineLink({ linkable: ReviewModule.linkable.review, field: "product_id" }, ProductModule.linkable.product, { readOnly: true })

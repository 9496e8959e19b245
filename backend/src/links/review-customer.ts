import { defineLink } from "@medusajs/framework/utils"
import CustomerModule from "@medusajs/medusa/customer"
import ReviewModule from "../modules/review"

/** A review → the customer who wrote it, read-only on the review's `customer_id` (see review-product.ts). */
export default defineLink({ linkable: ReviewModule.linkable.review, field: "customer_id" }, CustomerModule.linkable.customer, { readOnly: true })

import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ProductCategoryWorkflowEvents, ProductWorkflowEvents } from "@medusajs/framework/utils"
import { transform, type WorkflowData } from "@medusajs/framework/workflows-sdk"
import type { AssignmentChange } from "./steps/product-links"

/**
 * Assignments are written by one SQL statement (see steps/product-links.ts
 * for why not through the product module), so the workflow emits what
 * Medusa's `updateProductsWorkflow` would: `product.updated` for every product
 * whose categories changed, plus `product-category.updated` for every
 * category whose products changed (its storefront listing is stale too).
 */
export function emitAssignmentEvents(change: WorkflowData<AssignmentChange>) {
  const products = transform({ change }, ({ change }) => change.products.map((id) => ({ id })))
  const categories = transform({ change }, ({ change }) => change.categories.map((id) => ({ id })))
  emitEventStep({ eventName: ProductWorkflowEvents.UPDATED, data: products }).config({ name: "type-category-emit-products-updated" })
  emitEventStep({ eventName: ProductCategoryWorkflowEvents.UPDATED, data: categories }).config({ name: "type-category-emit-categories-updated" })
}

import { acquireLockStep, deleteProductCategoriesWorkflow, releaseLockStep } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { emitAssignmentEvents } from "./events"
import { deleteExtensionStep, validateCategoryStep } from "./steps/extension"
import { unassignCategoryProductsStep } from "./steps/product-links"
import { TREE_LOCK, promoteChildrenStep } from "./steps/tree-patch"

/**
 * Deleting a category keeps everything under it: its subcategories move up
 * into its place and its products only lose this assignment (they stay in
 * their other categories), both through Medusa's product module with its
 * events. Then our row and Medusa's category go; any failure puts children
 * and assignments back.
 */
export const deleteTypeCategoryWorkflow = createWorkflow("type-category-delete", (id: string) => {
  const check = transform({ id }, ({ id }) => ({ id }))
  validateCategoryStep(check)
  acquireLockStep({ key: TREE_LOCK, timeout: 10, ttl: 60 })
  const children = promoteChildrenStep(id)
  const products = unassignCategoryProductsStep(id)
  emitAssignmentEvents(products)
  deleteExtensionStep(id)
  const ids = transform({ id }, ({ id }) => [id])
  deleteProductCategoriesWorkflow.runAsStep({ input: ids })
  releaseLockStep({ key: TREE_LOCK })
  const result = transform({ id, children, products }, ({ id, children, products }) => ({
    id,
    moved_children: children.moved,
    unassigned_products: products.products.length,
  }))
  return new WorkflowResponse(result)
})

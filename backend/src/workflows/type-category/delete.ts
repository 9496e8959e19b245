import { deleteProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { deleteExtensionStep, validateCategoryStep } from "./steps/extension"
import { unassignCategoryProductsStep } from "./steps/product-links"
import { promoteChildrenStep } from "./steps/tree-patch"

/**
 * Deleting a category keeps everything under it: its subcategories move up
 * into its place and its products only lose this assignment (they stay in
 * their other categories). Then our row and Medusa's category go; any failure
 * puts children and assignments back.
 */
export const deleteTypeCategoryWorkflow = createWorkflow("type-category-delete", (id: string) => {
  const check = transform({ id }, ({ id }) => ({ id }))
  validateCategoryStep(check)
  const children = promoteChildrenStep(id)
  const products = unassignCategoryProductsStep(id)
  deleteExtensionStep(id)
  const ids = transform({ id }, ({ id }) => [id])
  deleteProductCategoriesWorkflow.runAsStep({ input: ids })
  const result = transform({ id, children, products }, ({ id, children, products }) => ({
    id,
    moved_children: children.moved,
    unassigned_products: products.removed,
  }))
  return new WorkflowResponse(result)
})

import { acquireLockStep, releaseLockStep, updateProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { TREE_LOCK, planMoveStep, repairCategoryPathsStep, type MoveCategoryInput } from "./steps/tree-patch"

/**
 * Drag and drop / move form: under the tree lock (two staff members moving at
 * once would otherwise re-rank the same sibling list from stale ranks), work
 * out the new parent and rank, let Medusa's `updateProductCategoriesWorkflow`
 * write them (it re-ranks both sibling lists and emits
 * `product-category.updated`), then repair the subtree's paths. A failure
 * undoes the earlier steps.
 */
export const moveTypeCategoryWorkflow = createWorkflow("type-category-move", (input: MoveCategoryInput) => {
  acquireLockStep({ key: TREE_LOCK, timeout: 10, ttl: 60 })
  const placement = planMoveStep(input)
  const update = transform({ input, placement }, ({ input, placement }) => ({ selector: { id: input.id }, update: placement }))
  updateProductCategoriesWorkflow.runAsStep({ input: update })
  repairCategoryPathsStep(input.id)
  releaseLockStep({ key: TREE_LOCK })
  return new WorkflowResponse({ id: input.id })
})

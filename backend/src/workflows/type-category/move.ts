import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { moveCategoryStep, type MoveCategoryInput } from "./steps/tree-patch"

/** Drag and drop / move form: one locked transaction that re-ranks both sibling lists and re-paths the subtree. */
export const moveTypeCategoryWorkflow = createWorkflow("type-category-move", (input: MoveCategoryInput) => {
  const result = moveCategoryStep(input)
  return new WorkflowResponse(result)
})

import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import {
  addProductCategoriesStep,
  removeProductCategoriesStep,
  validateBulkStep,
  type BulkInput,
} from "./steps/product-links"

export type BulkCategoriesInput = BulkInput & { action: "add" | "remove" }

/** Assignment grid: every product × every category, added or removed in one statement (all or nothing). */
export const bulkProductCategoriesWorkflow = createWorkflow("type-category-bulk", (input: BulkCategoriesInput) => {
  validateBulkStep(input)
  const added = when({ input }, ({ input }) => input.action === "add").then(() => addProductCategoriesStep(input))
  const removed = when({ input }, ({ input }) => input.action === "remove").then(() => removeProductCategoriesStep(input))
  const result = transform({ added, removed }, ({ added, removed }) => ({ added: added?.added ?? 0, removed: removed?.removed ?? 0 }))
  return new WorkflowResponse(result)
})

import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { emitAssignmentEvents } from "./events"
import { addProductCategoriesStep, removeProductCategoriesStep, validateBulkStep, type BulkInput } from "./steps/product-links"

export type BulkCategoriesInput = BulkInput & { action: "add" | "remove" }

/**
 * Assignment grid: every product × every category, added or removed in one
 * statement (all or nothing), then Medusa's events for what changed.
 */
export const bulkProductCategoriesWorkflow = createWorkflow("type-category-bulk", (input: BulkCategoriesInput) => {
  validateBulkStep(input)
  const added = when({ input }, ({ input }) => input.action === "add").then(() => addProductCategoriesStep(input))
  const removed = when({ input }, ({ input }) => input.action === "remove").then(() => removeProductCategoriesStep(input))
  const change = transform({ added, removed }, ({ added, removed }) => (added ?? removed)!)
  emitAssignmentEvents(change)
  const result = transform({ added, removed }, ({ added, removed }) => ({ added: added?.pairs ?? 0, removed: removed?.pairs ?? 0 }))
  return new WorkflowResponse(result)
})

import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { PickingStatus } from "@electroshop/contracts/warehouse"
import { enqueueForPickingStep, removeFromPickingStep, setPickingStatusStep } from "./steps/picking"

/** The order enters the picking queue once it is ready to pick: asked when it is placed and when a payment of it is captured. */
export const enqueueForPickingWorkflow = createWorkflow("picking-enqueue", (input: { order_id: string }) => {
  return new WorkflowResponse(enqueueForPickingStep(input))
})

/** Staff: the order's picking status (a reset to waiting needs a supervisor: api/admin/staff/supervisor-check.ts). */
export const setPickingStatusWorkflow = createWorkflow("picking-set-status", (input: { order_id: string; status: PickingStatus; actor_id: string | null }) => {
  return new WorkflowResponse(setPickingStatusStep(input))
})

/** A cancelled order leaves the picking queue. */
export const removeFromPickingWorkflow = createWorkflow("picking-remove", (input: { order_id: string }) => {
  return new WorkflowResponse(removeFromPickingStep(input))
})

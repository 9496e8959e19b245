import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { AdminCreateProductLocation, PickingStatus } from "@electroshop/contracts/warehouse"
import { enqueueForPickingStep, removeFromPickingStep, setPickingStatusStep } from "./steps/picking"
import { assignProductLocationStep, moveProductLocationStep, removeProductLocationStep } from "./steps/product-locations"

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

/** Staff: the stock item with this SKU lies in this bin at this stock location. */
export const assignProductLocationWorkflow = createWorkflow("product-location-assign", (input: AdminCreateProductLocation) => {
  return new WorkflowResponse(assignProductLocationStep(input))
})

/** Staff: the item moves to another bin of its stock location. */
export const moveProductLocationWorkflow = createWorkflow("product-location-move", (input: { id: string; bin: string }) => {
  return new WorkflowResponse(moveProductLocationStep(input))
})

/** Staff: the item's bin is removed. */
export const removeProductLocationWorkflow = createWorkflow("product-location-remove", (input: { id: string }) => {
  return new WorkflowResponse(removeProductLocationStep(input))
})

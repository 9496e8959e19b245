import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { OperationInput } from "../../modules/service/service"
import { ServiceEvents } from "./events"
import {
  checkServiceModelStep,
  createServiceOperationStep,
  deleteServiceOperationStep,
  importServicePricesStep,
  updateServiceOperationStep,
  type CreateOperationInput,
  type PartPriceRow,
} from "./steps/operations"

/*
 * The repair price list's writes; each ends in `service.price_list_changed`, so the repair pages
 * the CDN keeps are purged (subscribers/cdn-purge-price-lists.ts).
 */
const PRICE_LIST_CHANGED = ServiceEvents.PRICE_LIST_CHANGED

/** POST /admin/service/models/:id/operations: checks the model, then creates the operation with its part options. */
export const createServiceOperationWorkflow = createWorkflow("service-operation-create", (input: CreateOperationInput) => {
  checkServiceModelStep(transform({ input }, ({ input }) => input.device_model_id))
  const created = createServiceOperationStep(input)
  emitEventStep({ eventName: PRICE_LIST_CHANGED, data: transform({ created }, ({ created }) => ({ id: created.id })) })
  return new WorkflowResponse(created)
})

/** POST /admin/service/operations/:id: its fields and part options (the "from" price recomputed). */
export const updateServiceOperationWorkflow = createWorkflow("service-operation-update", (input: { id: string; data: OperationInput }) => {
  const updated = updateServiceOperationStep(input)
  emitEventStep({ eventName: PRICE_LIST_CHANGED, data: updated })
  return new WorkflowResponse(updated)
})

/** DELETE /admin/service/operations/:id: the operation and its part options. */
export const deleteServiceOperationWorkflow = createWorkflow("service-operation-delete", (id: string) => {
  const deleted = deleteServiceOperationStep(id)
  emitEventStep({ eventName: PRICE_LIST_CHANGED, data: deleted })
  return new WorkflowResponse(deleted)
})

/** POST /admin/service/prices/import: the checked rows in one transaction. */
export const importServicePricesWorkflow = createWorkflow("service-prices-import", (rows: PartPriceRow[]) => {
  const result = importServicePricesStep(rows)
  emitEventStep({ eventName: PRICE_LIST_CHANGED, data: { id: null } })
  return new WorkflowResponse(result)
})

import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { checkServiceModelStep, createServiceOperationStep, deleteServiceOperationStep, type CreateOperationInput } from "./steps/operations"

/** POST /admin/service/models/:id/operations: checks the model, then creates the operation with its part options. */
export const createServiceOperationWorkflow = createWorkflow("service-operation-create", (input: CreateOperationInput) => {
  checkServiceModelStep(transform({ input }, ({ input }) => input.device_model_id))
  return new WorkflowResponse(createServiceOperationStep(input))
})

/** DELETE /admin/service/operations/:id: the operation and its part options. */
export const deleteServiceOperationWorkflow = createWorkflow("service-operation-delete", (id: string) => {
  return new WorkflowResponse(deleteServiceOperationStep(id))
})

import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_NUMBER_MODULE, type OrderNumberModuleService } from "../../modules/order-number"

// No compensation: a number once given stays the order's (taking it back would open a gap).
const numberOrderStep = createStep("number-order", async ({ order_id }: { order_id: string }, { container }) => {
  const display_id = await container.resolve<OrderNumberModuleService>(ORDER_NUMBER_MODULE).numberOrder(order_id)
  return new StepResponse({ display_id })
})

/**
 * Gives a placed order its number, the next of the series (modules/order-number), unless it has one
 * already: the complete route, the order.placed subscriber and the recovery job may all ask.
 */
export const numberOrderWorkflow = createWorkflow("number-order", (input: { order_id: string }) => {
  return new WorkflowResponse(numberOrderStep(input))
})

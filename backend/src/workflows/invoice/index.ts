import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"

import { issueInvoiceStep } from "./steps/issue-invoice"

/**
 * The order's invoice, issued when its goods leave the shop (a parcel handed to its carrier, an order
 * handed out at a store's counter: the day of the taxable supply), unless it has one already.
 */
export const issueInvoiceWorkflow = createWorkflow("issue-invoice", (input: { order_id: string }) => {
  return new WorkflowResponse(issueInvoiceStep(input))
})

import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

import { INVOICE_ORDER_FIELDS, invoiceDraft, invoiceSeries, type InvoiceOrder } from "../../../lib/invoice/invoice-draft"
import { invoiceRefusal } from "../../../lib/invoice/messages"
import { INVOICE_MODULE, type InvoiceModuleService } from "../../../modules/invoice"

// No compensation: an issued invoice is never withdrawn (a correction is a credit note), and its number stays used.
export const issueInvoiceStep = createStep("issue-invoice", async ({ order_id }: { order_id: string }, { container }) => {
  const {
    data: [order],
  } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: [...INVOICE_ORDER_FIELDS, "fulfillments.shipped_at"], filters: { id: order_id } })
  if (!order) throw invoiceRefusal(404, "invoice_order_not_found")
  // The invoice is dated by the taxable supply: goods that have not left the shop have none yet.
  if (!(order.fulfillments ?? []).some((f) => !!f?.shipped_at)) throw invoiceRefusal(409, "invoice_not_shipped")
  const draft = invoiceDraft(order as unknown as InvoiceOrder, new Date())
  const invoice = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).issueInvoice(invoiceSeries(draft.issued_on), draft)
  return new StepResponse(invoice)
})

import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"

import { INVOICE_MODULE, type InvoiceModuleService } from "../modules/invoice"
import { returnedLines } from "../lib/withdrawal/withdrawal-credit"
import { withdrawalOrder } from "../lib/withdrawal/withdrawal-queries"
import { isWithdrawal, itemTitle } from "../lib/withdrawal/withdrawal-terms"
import { issueCreditNoteWorkflow } from "../workflows/invoice"

/**
 * Goods of a withdrawal received back (staff receive the return in Medusa's admin): a credit note of the
 * units received, correcting the order's invoice, which goes to the customer as every credit note does.
 */
export default async function withdrawalReceivedHandler({ event: { data }, container }: SubscriberArgs<{ order_id: string; return_id: string }>) {
  const order = await withdrawalOrder(container, data.order_id)
  const withdrawal = (order.returns ?? []).find((r) => r?.id === data.return_id)
  if (!withdrawal || !isWithdrawal(withdrawal.metadata)) return
  const service = container.resolve<InvoiceModuleService>(INVOICE_MODULE)
  const [invoice] = await service.listInvoices({ order_id: order.id, kind: "invoice" }, { select: ["id"], take: 1 })
  const document = invoice ? await service.invoiceDocument(invoice.id) : null
  if (!document) {
    container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`Withdrawal ${data.return_id} received, but order ${order.id} has no invoice to credit`)
    return
  }
  const items = new Map((order.items ?? []).filter((item) => !!item).map((item) => [item!.id, item!]))
  const lines = returnedLines(
    document,
    (withdrawal.items ?? []).flatMap((item) => {
      const ordered = item && items.get(item.item_id)
      return ordered ? [{ title: itemTitle(ordered), sku: ordered.variant_sku ?? null, quantity: Number(item.received_quantity ?? 0) }] : []
    }),
  )
  if (lines.length) await issueCreditNoteWorkflow(container).run({ input: { invoice_id: invoice!.id, return_id: data.return_id, reason: "return", lines } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.RETURN_RECEIVED }

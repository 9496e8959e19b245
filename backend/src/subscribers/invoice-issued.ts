import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { INVOICE_MODULE, type InvoiceModuleService } from "../modules/invoice"
import { sendToEfactura } from "../lib/invoice/efactura"
import { reportsToEfactura } from "../lib/invoice/efactura-reporting"
import { mailInvoice } from "../lib/invoice/invoice-mail"
import { INVOICE_ISSUED_EVENT } from "../workflows/invoice"

/**
 * A new credit note is e-mailed to the customer (an invoice goes with the dispatch e-mail). A document
 * issued in Romania goes to e-Factura at once (the law gives 5 working days); an upload ANAF refuses or
 * cannot take leaves it "not created" with the reason, for staff to send again.
 */
export default async function invoiceIssuedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  // The launcher's seed (`medusa exec`) mails and sends its demo documents itself and waits for ANAF's
  // answer: here its process would end in the middle of the upload.
  if (process.env.SHOP_BOOTSTRAP === "1") return
  const [document] = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).listInvoices({ id: data.id }, { select: ["kind"], take: 1 })
  if (document?.kind === "credit_note") await mailInvoice(container, data.id, { resent: false })
  if (reportsToEfactura()) await sendToEfactura(container, data.id)
}

export const config: SubscriberConfig = { event: INVOICE_ISSUED_EVENT }

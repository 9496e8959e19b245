import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendToEfactura } from "../lib/invoice/efactura"
import { reportsToEfactura } from "../lib/invoice/efactura-reporting"
import { INVOICE_ISSUED_EVENT } from "../workflows/invoice"

/**
 * An invoice issued in Romania goes to e-Factura at once (the law gives 5 working days). An upload
 * ANAF refuses or cannot take leaves the invoice "not created" with the reason, for staff to send again.
 */
export default async function invoiceIssuedHandler({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  // The launcher's seed (`medusa exec`) sends its demo invoice itself and waits for ANAF's answer: here its
  // process would end in the middle of the upload.
  if (process.env.SHOP_BOOTSTRAP === "1" || !reportsToEfactura()) return
  await sendToEfactura(container, data.id)
}

export const config: SubscriberConfig = { event: INVOICE_ISSUED_EVENT }

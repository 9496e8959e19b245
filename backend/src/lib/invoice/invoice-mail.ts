import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import { layout } from "../mail/layout"
import { sendEmail, shopSender, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { invoiceAttachment } from "./invoice-file"
import { invoiceRefusal } from "./messages"

const TEXTS = {
  cs: {
    subject: "Faktura {invoice} k objednávce č. {order}",
    title: "Faktura {invoice}",
    intro: "Dobrý den, v příloze posíláme fakturu {invoice} k vaší objednávce č. {order}.",
    order: "Stav objednávky",
    footer: "ElektroShop. Tento e-mail byl odeslán na žádost zákaznického servisu.",
  },
  ro: {
    subject: "Factura {invoice} pentru comanda nr. {order}",
    title: "Factura {invoice}",
    intro: "Bună ziua, vă trimitem atașată factura {invoice} pentru comanda dumneavoastră nr. {order}.",
    order: "Starea comenzii",
    footer: "ElektroShop. Acest e-mail a fost trimis la cererea serviciului clienți.",
  },
}

/** The e-mail staff send an invoice with again (a shopper lost the tracking e-mail it came with). */
export function invoiceEmail(to: string, invoice: { number: string; order_id: string; order_display_id: number }): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const fill = (text: string) => text.replace(/\{invoice\}/g, invoice.number).replace(/\{order\}/g, String(invoice.order_display_id))
  const { html, text } = layout(
    fill(texts.title),
    [fill(texts.intro)],
    [],
    [{ href: `${storefrontUrl()}/order/${encodeURIComponent(invoice.order_id)}`, label: texts.order }],
    texts.footer,
  )
  return { to, from: shopSender(), subject: fill(texts.subject), html, text }
}

/**
 * E-mails the invoice's PDF, as it was issued, to its order's address again. Each send is its own e-mail
 * (staff may send it twice on purpose); 502 `invoice_mail_failed` when the mail server refused it.
 */
export async function resendInvoice(container: MedusaContainer, invoiceId: string): Promise<void> {
  const [invoice] = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listInvoices({ id: invoiceId }, { select: ["id", "number", "order_id", "order_display_id"], take: 1 })
  if (!invoice) throw invoiceRefusal(404, "invoice_not_found")
  const {
    data: [order],
  } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["email"], filters: { id: invoice.order_id } })
  if (!order?.email) throw invoiceRefusal(409, "invoice_no_email")
  const mail = invoiceEmail(order.email, invoice)
  const sent = await sendEmail(
    container,
    { ...mail, attachments: [await invoiceAttachment(container, invoice.id)] },
    { template: "invoice-resent", resource_type: "order", resource_id: invoice.order_id, once_per: `${invoice.id}:${Date.now()}` },
  )
  if (!sent) throw invoiceRefusal(502, "invoice_mail_failed")
}

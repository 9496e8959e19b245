import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { InvoiceKind } from "@electroshop/contracts/invoice"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import { layout } from "../mail/layout"
import { sendEmail, shopSender, type MailMessage } from "../mail/send-email"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { invoiceAttachment } from "./invoice-file"
import { invoiceRefusal } from "./messages"

const TEXTS = {
  cs: {
    invoice: {
      subject: "Faktura {invoice} k objednávce č. {order}",
      title: "Faktura {invoice}",
      intro: "Dobrý den, v příloze posíláme fakturu {invoice} k vaší objednávce č. {order}.",
    },
    credit_note: {
      subject: "Opravný daňový doklad {invoice} k objednávce č. {order}",
      title: "Opravný daňový doklad {invoice}",
      intro: "Dobrý den, v příloze posíláme opravný daňový doklad {invoice} k vaší objednávce č. {order}.",
    },
    refund: "Částku, kterou doklad vrací, posíláme stejným způsobem, jakým byla objednávka zaplacena.",
    order: "Stav objednávky",
    resent: "ElektroShop. Tento e-mail byl odeslán na žádost zákaznického servisu.",
  },
  ro: {
    invoice: {
      subject: "Factura {invoice} pentru comanda nr. {order}",
      title: "Factura {invoice}",
      intro: "Bună ziua, vă trimitem atașată factura {invoice} pentru comanda dumneavoastră nr. {order}.",
    },
    credit_note: {
      subject: "Factura de stornare {invoice} pentru comanda nr. {order}",
      title: "Factura de stornare {invoice}",
      intro: "Bună ziua, vă trimitem atașată factura de stornare {invoice} pentru comanda dumneavoastră nr. {order}.",
    },
    refund: "Suma stornată vă este restituită prin aceeași modalitate prin care a fost plătită comanda.",
    order: "Starea comenzii",
    resent: "ElektroShop. Acest e-mail a fost trimis la cererea serviciului clienți.",
  },
}

type MailedInvoice = { kind: InvoiceKind; number: string; order_id: string; order_display_id: number }

/** The e-mail an invoice or a credit note goes with: a new credit note, or either sent again by staff (`resent`). */
export function invoiceEmail(to: string, invoice: MailedInvoice, { resent }: { resent: boolean }): MailMessage {
  const texts = TEXTS[shopVariant().locale]
  const words = texts[invoice.kind]
  const fill = (text: string) => text.replace(/\{invoice\}/g, invoice.number).replace(/\{order\}/g, String(invoice.order_display_id))
  const { html, text } = layout(
    fill(words.title),
    [fill(words.intro), ...(invoice.kind === "credit_note" ? [texts.refund] : [])],
    [],
    [{ href: `${storefrontUrl()}/order/${encodeURIComponent(invoice.order_id)}`, label: texts.order }],
    resent ? texts.resent : undefined,
  )
  return { to, from: shopSender(), subject: fill(words.subject), html, text }
}

/**
 * E-mails the document's PDF, as it was issued, to its order's address: a credit note when it is issued
 * (once), or any document again at staff's request (`resent`: each send is its own e-mail, staff may send it
 * twice on purpose). 502 `invoice_mail_failed` when the mail server refused it.
 */
export async function mailInvoice(container: MedusaContainer, invoiceId: string, { resent }: { resent: boolean }): Promise<void> {
  const [invoice] = await container
    .resolve<InvoiceModuleService>(INVOICE_MODULE)
    .listInvoices({ id: invoiceId }, { select: ["id", "kind", "number", "order_id", "order_display_id"], take: 1 })
  if (!invoice) throw invoiceRefusal(404, "invoice_not_found")
  const {
    data: [order],
  } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["email"], filters: { id: invoice.order_id } })
  if (!order?.email) throw invoiceRefusal(409, "invoice_no_email")
  const mail = invoiceEmail(order.email, invoice, { resent })
  const sent = await sendEmail(
    container,
    { ...mail, attachments: [await invoiceAttachment(container, invoice.id)] },
    {
      template: resent ? "invoice-resent" : "credit-note-issued",
      resource_type: "order",
      resource_id: invoice.order_id,
      once_per: resent ? `${invoice.id}:${Date.now()}` : invoice.id,
    },
  )
  if (!sent) throw invoiceRefusal(502, "invoice_mail_failed")
}

import type { MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { invoiceFileName, type InvoiceDocument } from "@electroshop/contracts/invoice"

import { INVOICE_MODULE, type InvoiceModuleService } from "../../modules/invoice"
import type { MailAttachment } from "../mail/send-email"
import { shopVariant } from "../shop/variant"
import { invoiceRefusal } from "./messages"
import { invoicePdf } from "./invoice-pdf"

/** The invoice as it was issued; 404 in the shop's words when there is none. */
export async function issuedInvoice(container: MedusaContainer, invoiceId: string): Promise<InvoiceDocument> {
  const document = await container.resolve<InvoiceModuleService>(INVOICE_MODULE).invoiceDocument(invoiceId)
  if (!document) throw invoiceRefusal(404, "invoice_not_found")
  return document
}

/** The invoice as it was issued, printed in the shop's language. */
export async function invoiceFile(container: MedusaContainer, invoiceId: string): Promise<{ number: string; pdf: Buffer }> {
  const document = await issuedInvoice(container, invoiceId)
  return { number: document.number, pdf: await invoicePdf(document, shopVariant().locale) }
}

/** The invoice as an e-mail's attachment. */
export async function invoiceAttachment(container: MedusaContainer, invoiceId: string): Promise<MailAttachment> {
  const { number, pdf } = await invoiceFile(container, invoiceId)
  return { filename: invoiceFileName(number, "pdf"), contentType: "application/pdf", base64: pdf.toString("base64") }
}

/**
 * One of an invoice's files as the answer: a download (`inline`: shown in the browser's tab). It names the
 * customer, so it is never cached (`private` too where a shared cache could sit in front: the store's).
 */
export function sendInvoiceFile(
  res: MedusaResponse,
  file: { name: string; contentType: string; body: Buffer | string; inline?: boolean; cacheControl?: string },
) {
  res.setHeader("content-type", file.contentType)
  res.setHeader("content-disposition", `${file.inline ? "inline" : "attachment"}; filename="${file.name}"`)
  res.setHeader("cache-control", file.cacheControl ?? "no-store")
  res.end(file.body)
}

/** An invoice's XML as a download (ISDOC `.isdoc`, UBL `.xml`). */
export const sendInvoiceXml = (res: MedusaResponse, number: string, extension: string, xml: string) =>
  sendInvoiceFile(res, { name: invoiceFileName(number, extension), contentType: "application/xml; charset=utf-8", body: xml })

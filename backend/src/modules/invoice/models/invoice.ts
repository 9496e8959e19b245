import { model } from "@medusajs/framework/utils"

/**
 * An issued tax document (issue 37): its number from a gap-free series, the days of issue and of the
 * taxable supply, its total, and the document as printed, encrypted (it names the customer and their
 * address, personal data kept for the accounting retention period). Never edited once issued: a
 * correction is a credit note, a document of its own in this table (`kind`), numbered in its own series.
 * One invoice per order.
 */
export const Invoice = model
  .define("invoice", {
    id: model.id({ prefix: "inv" }).primaryKey(),
    kind: model.enum(["invoice", "credit_note"]).default("invoice"),
    order_id: model.text(),
    /** A credit note's invoice, and why it corrects it (the contracts' CREDIT_NOTE_REASONS). */
    corrects_invoice_id: model.text().nullable(),
    reason: model.enum(["cancellation", "return", "price_correction"]).nullable(),
    /** The return a credit note credits the goods of (Medusa's return: a withdrawal), whose refund is its amount. */
    return_id: model.text().nullable(),
    order_display_id: model.number(),
    series: model.text(),
    sequence: model.number(),
    number: model.text(),
    issued_on: model.text(),
    supply_on: model.text(),
    currency_code: model.text(),
    /** Minor units; a credit note's is negative, what it takes off the month's sales (its document's amounts are positive). */
    total: model.bigNumber(),
    second_hand: model.boolean().default(false),
    document_encrypted: model.text(),
    /**
     * Romania's e-Factura (ANAF's SPV): the specification's invoice states, following the upload. Null
     * where invoices are not reported (cz). `efactura_upload_id` is ANAF's index_incarcare,
     * `efactura_download_id` its id_descarcare of the answer (the sealed invoice or the errors).
     */
    efactura_state: model.enum(["in_progress", "created", "not_created"]).nullable(),
    efactura_upload_id: model.text().nullable(),
    efactura_download_id: model.text().nullable(),
    /** `{ messages }`: why ANAF did not create it, in its words (its rule ids, "[BR-RO-111] …"), or why it could not be sent. */
    efactura_errors: model.json().nullable(),
    efactura_sent_at: model.dateTime().nullable(),
    /**
     * ANAF's answer to a created invoice, as downloaded (a zip: the invoice and ANAF's signature, its seal,
     * which makes it the legal original), base64, encrypted: it names the customer.
     */
    efactura_response_encrypted: model.text().nullable(),
  })
  .indexes([
    { on: ["number"], unique: true },
    { on: ["order_id"], unique: true, where: "kind = 'invoice' AND deleted_at IS NULL" },
    { on: ["issued_on"] },
    { on: ["corrects_invoice_id"], where: "corrects_invoice_id IS NOT NULL" },
    { on: ["return_id"], where: "return_id IS NOT NULL" },
    { on: ["efactura_state"] },
  ])

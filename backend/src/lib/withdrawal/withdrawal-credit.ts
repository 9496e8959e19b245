import type { AdminCreateCreditNote, InvoiceDocument } from "@electroshop/contracts/invoice"

/**
 * The credit note lines of goods received back: each returned item's invoice line, found by its title and
 * SKU as the invoice printed them (lib/invoice/invoice-draft.ts), and the units received. An item the
 * invoice does not name is left out (nothing to credit).
 */
export function returnedLines(invoice: InvoiceDocument, items: { title: string; sku: string | null; quantity: number }[]): AdminCreateCreditNote["lines"] {
  return items
    .filter((item) => item.quantity > 0)
    .flatMap((item) => {
      const index = invoice.lines.findIndex((line) => line.title === item.title && (line.sku ?? null) === (item.sku ?? null))
      return index < 0 ? [] : [{ line: index + 1, quantity: item.quantity }]
    })
}

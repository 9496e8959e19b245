import type { AdminCreateCreditNote, AdminCreditableLine, InvoiceDocument, InvoiceLine } from "@electroshop/contracts/invoice"
import { formatMoney } from "@electroshop/domain"

import type { InvoiceDraft } from "../../modules/invoice/service"
import { ShopError } from "../http/errors"
import { invoiceTotals, taxedLine } from "./invoice-lines"
import { invoiceMessage, invoiceRefusal, type InvoiceMessageKey } from "./messages"
import { shopDay } from "./invoice-draft"

/**
 * How much of each of the invoice's lines its credit notes have credited: the units given back (a return
 * or a cancellation takes units back, a price correction only money) and the money.
 */
export function creditableLines(invoice: InvoiceDocument, creditNotes: InvoiceDocument[]): AdminCreditableLine[] {
  const credits = creditNotes.flatMap((note) => note.lines.map((line) => ({ line, takesUnits: note.corrects?.reason !== "price_correction" })))
  return invoice.lines.map((line, i) => {
    const mine = credits.filter((credit) => credit.line.corrects_line === i + 1)
    return {
      line: i + 1,
      title: line.title,
      quantity: line.quantity,
      total: line.total,
      credited_quantity: mine.filter((credit) => credit.takesUnits).reduce((sum, credit) => sum + credit.line.quantity, 0),
      credited_total: mine.reduce((sum, credit) => sum + credit.line.total, 0),
    }
  })
}

const lineError = (index: number, field: "line" | "quantity" | "amount", key: InvoiceMessageKey, params: Record<string, string | number> = {}) => {
  const name = `lines.${index}.${field}`
  return ShopError.validation({ [name]: [invoiceMessage(key, params)] }, { error_codes: { [name]: key } })
}

/**
 * The credit note correcting `invoice` as asked, issued `at`, given what its earlier credit notes credited:
 * a cancellation credits what is left of every line; a return the units named, each at its share of what is
 * left of its line (all that is left when the last units go back, so nothing is left over by rounding); a price
 * correction the amounts named. Each credited line keeps its invoice line's VAT rate or second-hand scheme.
 * Refused, naming the line's field, when a line is not on the invoice or more is asked than is left.
 */
export function creditNoteDraft(
  invoice: InvoiceDocument & { order_id: string },
  creditNotes: InvoiceDocument[],
  request: AdminCreateCreditNote,
  at: Date,
): InvoiceDraft {
  const left = creditableLines(invoice, creditNotes).map((line) => ({
    ...line,
    quantity: line.quantity - line.credited_quantity,
    total: line.total - line.credited_total,
  }))
  const credit = (position: number, quantity: number, total: number): InvoiceLine => {
    const line = invoice.lines[position - 1]
    return taxedLine({
      title: line.title,
      sku: line.sku,
      quantity,
      total,
      vat_rate: line.scheme === "second_hand" ? null : line.vat_rate,
      corrects_line: position,
    })
  }
  let lines: InvoiceLine[]
  if (request.reason === "cancellation") {
    lines = left.filter((line) => line.total > 0).map((line) => credit(line.line, Math.max(1, line.quantity), line.total))
    if (lines.length === 0) throw invoiceRefusal(409, "credit_note_nothing_left")
  } else {
    const seen = new Set<number>()
    lines = request.lines.flatMap((asked, i) => {
      const line = left[asked.line - 1]
      if (!line) throw lineError(i, "line", "credit_note_line_unknown")
      if (seen.has(asked.line)) throw lineError(i, "line", "credit_note_line_twice")
      seen.add(asked.line)
      if (request.reason === "return") {
        if (asked.quantity === undefined) return []
        if (asked.quantity > line.quantity) throw lineError(i, "quantity", "credit_note_quantity_too_high", { max: line.quantity })
        return [credit(line.line, asked.quantity, Math.round((line.total * asked.quantity) / line.quantity))]
      }
      if (asked.amount === undefined) return []
      if (asked.amount > line.total) throw lineError(i, "amount", "credit_note_amount_too_high", { max: formatMoney(line.total / 100, invoice.currency_code) })
      return [credit(line.line, Math.max(1, line.quantity), asked.amount)]
    })
  }
  const day = shopDay(at)
  return {
    ...invoice,
    kind: "credit_note",
    corrects: { number: invoice.number, issued_on: invoice.issued_on, reason: request.reason },
    issued_on: day,
    supply_on: day,
    // What it credits is refunded after it is issued, to the customer: the shop's own account is not printed,
    // where it would read as one to pay to.
    paid: false,
    bank_account: null,
    lines,
    ...invoiceTotals(lines),
  }
}

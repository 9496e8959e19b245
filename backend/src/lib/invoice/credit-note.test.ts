import type { InvoiceDocument } from "@electroshop/contracts/invoice"
import { describe, expect, it } from "vitest"

import { czechInvoice } from "../../../integration-tests/helpers/invoice-samples"
import { creditableLines, creditNoteDraft } from "./credit-note"
import { invoiceLine, invoiceTotals } from "./invoice-lines"
import { salesOf } from "./month-export"

const AT = new Date("2026-12-10T09:00:00Z")

/** An invoice of two cases (2 × 499 Kč at 21 %), a used phone and the shipping. */
function invoice(): InvoiceDocument & { order_id: string } {
  const lines = [invoiceLine({ title: "Pouzdro", sku: "CASE", quantity: 2, total: 998, rates: [21], second_hand: false }), ...czechInvoice().lines.slice(1)]
  return { ...czechInvoice(), order_id: "order_1", lines, ...invoiceTotals(lines) }
}

const issued = (draft: ReturnType<typeof creditNoteDraft>): InvoiceDocument => ({ ...draft, number: "OD2026-000001" })

describe("credit notes", () => {
  it("credits returned units at their share of the line, with the line's VAT, naming the invoice and the reason", () => {
    const note = creditNoteDraft(invoice(), [], { reason: "return", lines: [{ line: 1, quantity: 1 }] }, AT)
    expect(note).toMatchObject({
      kind: "credit_note",
      corrects: { number: "FV2026000123", issued_on: "2026-12-04", reason: "return" },
      issued_on: "2026-12-10",
      supply_on: "2026-12-10",
      paid: false,
      order_id: "order_1",
      total: 49_900,
      second_hand_total: 0,
      vat_rates: [{ rate: 21, net: 41_240, vat: 8_660, total: 49_900 }],
    })
    expect(note.lines).toEqual([
      {
        title: "Pouzdro",
        sku: "CASE",
        quantity: 1,
        scheme: "standard",
        vat_rate: 21,
        unit_net: 41_240,
        net: 41_240,
        vat: 8_660,
        total: 49_900,
        corrects_line: 1,
      },
    ])
  })

  it("keeps the second-hand scheme of a returned used device", () => {
    const note = creditNoteDraft(invoice(), [], { reason: "return", lines: [{ line: 2, quantity: 1 }] }, AT)
    expect(note.lines[0]).toMatchObject({ scheme: "second_hand", vat_rate: null, vat: 0, total: 899_000, corrects_line: 2 })
    expect(note).toMatchObject({ vat_rates: [], second_hand_total: 899_000, total: 899_000 })
  })

  it("cancels what is left after earlier credit notes, so together they credit the invoice exactly", () => {
    const first = issued(creditNoteDraft(invoice(), [], { reason: "price_correction", lines: [{ line: 1, amount: 10_000 }] }, AT))
    const second = issued(creditNoteDraft(invoice(), [first], { reason: "return", lines: [{ line: 1, quantity: 1 }] }, AT))
    // The price correction took 100 Kč off both cases: one case returned is half of what is left of the line.
    expect(second.lines[0]).toMatchObject({ quantity: 1, total: 44_900 })
    const cancellation = creditNoteDraft(invoice(), [first, second], { reason: "cancellation", lines: [] }, AT)
    expect(cancellation.lines.map((line) => [line.corrects_line, line.quantity, line.total])).toEqual([
      [1, 1, 44_900],
      [2, 1, 899_000],
      [3, 1, 7_900],
    ])
    expect(first.total + second.total + cancellation.total).toBe(invoice().total)
    expect(creditableLines(invoice(), [first, second, issued(cancellation)]).every((line) => line.credited_total === line.total)).toBe(true)
    expect(() => creditNoteDraft(invoice(), [first, second, issued(cancellation)], { reason: "cancellation", lines: [] }, AT)).toThrow(
      expect.objectContaining({ status: 409, body: expect.objectContaining({ code: "credit_note_nothing_left" }) }),
    )
  })

  it("refuses more than is left, naming the line's field", () => {
    const returned = issued(creditNoteDraft(invoice(), [], { reason: "return", lines: [{ line: 1, quantity: 2 }] }, AT))
    const refusal = (request: Parameters<typeof creditNoteDraft>[2], earlier: InvoiceDocument[] = []) => {
      try {
        creditNoteDraft(invoice(), earlier, request, AT)
      } catch (error) {
        return (error as { status: number; body: { error_codes?: Record<string, string> } }).body.error_codes
      }
      throw new Error("not refused")
    }
    expect(refusal({ reason: "return", lines: [{ line: 1, quantity: 1 }] }, [returned])).toEqual({ "lines.0.quantity": "credit_note_quantity_too_high" })
    expect(
      refusal({
        reason: "return",
        lines: [
          { line: 3, quantity: 1 },
          { line: 9, quantity: 1 },
        ],
      }),
    ).toEqual({ "lines.1.line": "credit_note_line_unknown" })
    expect(refusal({ reason: "price_correction", lines: [{ line: 3, amount: 7_901 }] })).toEqual({ "lines.0.amount": "credit_note_amount_too_high" })
    expect(
      refusal({
        reason: "return",
        lines: [
          { line: 2, quantity: 1 },
          { line: 2, quantity: 1 },
        ],
      }),
    ).toEqual({ "lines.1.line": "credit_note_line_twice" })
  })

  it("takes a credit note's amounts off the month's sales", () => {
    const note = issued(creditNoteDraft(invoice(), [], { reason: "return", lines: [{ line: 1, quantity: 1 }] }, AT))
    expect(salesOf(note)).toEqual({ vat_rates: [{ rate: 21, net: -41_240, vat: -8_660, total: -49_900 }], second_hand_total: 0 })
    expect(salesOf(invoice())).toEqual({ vat_rates: invoice().vat_rates, second_hand_total: invoice().second_hand_total })
  })
})

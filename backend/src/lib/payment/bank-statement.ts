import type { StatementOutcome } from "@electroshop/contracts/payment"

/** The columns a statement must have, after renaming a bank's own names through STATEMENT_ALIASES. */
export const STATEMENT_COLUMNS = ["amount", "variable_symbol"] as const

/**
 * Column names of the statements Czech and Romanian banks export (Fio, ČSOB,
 * KB, BT, BCR), renamed to ours, so staff upload the bank's file as it is.
 */
export const STATEMENT_ALIASES: Record<string, string> = {
  objem: "amount",
  částka: "amount",
  castka: "amount",
  suma: "amount",
  sumă: "amount",
  vs: "variable_symbol",
  "variabilní symbol": "variable_symbol",
  "variabilni symbol": "variable_symbol",
  reference: "variable_symbol",
  referinta: "variable_symbol",
  referință: "variable_symbol",
  měna: "currency",
  mena: "currency",
  moneda: "currency",
  monedă: "currency",
}

export type StatementLine = { row: number; variable_symbol: string; amount: number | null; currency: string | null }

/** "1 299,00", "1299.00", "-50" → number; anything else → null. */
export function parseStatementAmount(raw: string | undefined): number | null {
  const text = (raw ?? "").replace(/[\s\u00A0]/g, "").replace(/,(\d{1,2})$/, ".$1")
  if (!/^[+-]?\d+(\.\d{1,2})?$/.test(text)) return null
  return Number(text)
}

/** The statement's lines; the variable symbol without the leading zeros banks pad it with (a reference may carry text around the number). */
export function readStatementLines(records: Record<string, string>[]): StatementLine[] {
  return records.map((record, index) => ({
    row: index + 2, // line 1 is the header
    variable_symbol: (record.variable_symbol ?? "").match(/\d+/)?.[0]?.replace(/^0+(?=\d)/, "") ?? "",
    amount: parseStatementAmount(record.amount),
    currency: record.currency ? record.currency.trim().toLowerCase() : null,
  }))
}

/** What the shop knows of the order a line names: its bank-transfer payment, if it has one. */
export type OrderPayment = { total: number; currency_code: string; captured: boolean }

/** What a line means for the order it names; `paid` means: capture its payment now. */
export function statementOutcome(line: StatementLine, payment: OrderPayment | null): StatementOutcome {
  if (line.amount === null) return "invalid_row"
  // The shop's own payments (fees, refunds) are in the statement too, mostly without a symbol.
  if (line.amount <= 0) return "not_incoming"
  if (!line.variable_symbol) return "invalid_row"
  if (!payment) return "unknown_order"
  if (payment.captured) return "already_paid"
  if (line.currency && line.currency !== payment.currency_code.toLowerCase()) return "currency_mismatch"
  // Amounts in whole crowns / lei; a statement writes them with two decimals.
  if (Math.abs(line.amount - payment.total) >= 0.005) return "amount_mismatch"
  return "paid"
}

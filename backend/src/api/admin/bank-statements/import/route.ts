import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { BANK_TRANSFER_PROVIDER_ID } from "@electroshop/domain"
import type { BankStatementImportResult, StatementLineResult } from "@electroshop/contracts/payment"
import { readCsvUpload } from "../../../../lib/http/csv-upload"
import { capturePaymentOnce } from "../../../../lib/payment/capture-once"
import { STATEMENT_ALIASES, STATEMENT_COLUMNS, readStatementLines, statementOutcome, type OrderPayment } from "../../../../lib/payment/bank-statement"

type OrderRow = {
  id: string
  display_id: number
  currency_code: string
  total: number
  payment_collections?: { payments?: { id: string; provider_id: string; amount: number; captured_at?: string | null; canceled_at?: string | null }[] }[]
}

/**
 * POST /admin/bank-statements/import — the shop account's statement as CSV
 * (multipart `file`, or JSON `{ filename, content }`), as the bank exports it.
 * Columns: `amount` and `variable_symbol` (or the bank's own names: Objem,
 * VS, Sumă, Referință…), optional `currency`. Each incoming transfer whose
 * variable symbol (cz) or reference (ro) is a bank-transfer order's number,
 * with the order's amount and currency, captures that order's payment through
 * Medusa's capture workflow; every other line is reported and changes
 * nothing. Importing the same statement again pays nothing twice.
 *
 * → 200 BankStatementImportResult
 * → 400 only_csv / invalid_csv / missing_columns / empty_file, as the buy-out price import
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<BankStatementImportResult>) {
  const lines = readStatementLines(readCsvUpload(req, STATEMENT_COLUMNS, STATEMENT_ALIASES))
  const numbers = [...new Set(lines.map((l) => Number(l.variable_symbol)).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2 ** 31 - 1))]
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: orders } = numbers.length
    ? await query.graph({
        entity: "order",
        fields: ["id", "display_id", "currency_code", "total", "payment_collections.payments.*"],
        filters: { display_id: numbers.map(String) },
      })
    : { data: [] }
  const byNumber = new Map((orders as unknown as OrderRow[]).map((o) => [String(o.display_id), o]))

  const results: StatementLineResult[] = []
  const capturedNow = new Set<string>()
  for (const line of lines) {
    const order = byNumber.get(line.variable_symbol)
    const payment = order?.payment_collections?.flatMap((c) => c.payments ?? []).find((p) => p.provider_id === BANK_TRANSFER_PROVIDER_ID && !p.canceled_at)
    const known: OrderPayment | null =
      order && payment
        ? { total: Number(order.total), currency_code: order.currency_code, captured: !!payment.captured_at || capturedNow.has(payment.id) }
        : null
    let outcome = statementOutcome(line, known)
    if (outcome === "paid" && payment) {
      try {
        outcome = await capturePaymentOnce(req.scope, payment.id, req.auth_context?.actor_id)
        if (outcome === "paid") capturedNow.add(payment.id)
      } catch {
        outcome = "failed"
      }
    }
    results.push({
      ...line,
      outcome,
      order: order ? { id: order.id, display_id: order.display_id, total: Number(order.total), currency_code: order.currency_code } : null,
    })
  }
  res.json({ lines: results, paid: capturedNow.size })
}

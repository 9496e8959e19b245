import type { InvoiceLine, InvoiceVatRate } from "@electroshop/contracts/invoice"

type Amount = number | string | { valueOf(): number } | null | undefined

/** What an invoice line is made from: an order's item or shipping method, its total with VAT after discounts. */
export type InvoiceSource = {
  title: string
  sku?: string | null
  quantity: number
  /** Major units with VAT, as Medusa's totals give them. */
  total: Amount
  /** The VAT rates of Medusa's tax lines, percent. */
  rates: number[]
  /** A device the shop bought from a consumer: sold under the second-hand scheme. */
  second_hand: boolean
}

export const toMinor = (amount: Amount) => Math.round(Number(amount ?? 0) * 100)

/** The VAT in a total that includes it (Czech VAT Act §37(2), the coefficient method; the same arithmetic in Romania), to the haléř or ban. */
export const vatIncluded = (total: number, rate: number) => Math.round((total * rate) / (100 + rate))

/** One line: a second-hand one shows its price with no VAT (the margin's VAT is the VAT return's business, never the buyer's invoice). */
export const invoiceLine = (source: InvoiceSource): InvoiceLine =>
  taxedLine({
    title: source.title,
    sku: source.sku ?? null,
    quantity: source.quantity,
    total: toMinor(source.total),
    vat_rate: source.second_hand ? null : source.rates.reduce((sum, r) => sum + r, 0),
  })

/**
 * A line of `total` minor units with VAT at `vat_rate` percent, or sold under the second-hand scheme
 * (`vat_rate` null): its VAT computed from the total, its unit price without VAT.
 */
export function taxedLine(line: {
  title: string
  sku: string | null
  quantity: number
  total: number
  vat_rate: number | null
  corrects_line?: number
}): InvoiceLine {
  const { vat_rate, total, ...rest } = line
  const quantity = Math.max(1, line.quantity)
  const vat = vat_rate === null ? 0 : vatIncluded(total, vat_rate)
  return {
    ...rest,
    quantity,
    scheme: vat_rate === null ? "second_hand" : "standard",
    vat_rate,
    unit_net: Math.round((total - vat) / quantity),
    net: total - vat,
    vat,
    total,
  }
}

/**
 * The recapitulation per rate, each computed from the rate's total (not summed from the lines, whose
 * rounding could differ by a haléř), highest rate first; second-hand lines are summed apart.
 */
export function invoiceTotals(lines: InvoiceLine[]): { vat_rates: InvoiceVatRate[]; second_hand_total: number; total: number } {
  const perRate = new Map<number, number>()
  let secondHand = 0
  for (const line of lines) {
    if (line.vat_rate === null) secondHand += line.total
    else perRate.set(line.vat_rate, (perRate.get(line.vat_rate) ?? 0) + line.total)
  }
  const vat_rates = [...perRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, total]) => {
      const vat = vatIncluded(total, rate)
      return { rate, net: total - vat, vat, total }
    })
  return { vat_rates, second_hand_total: secondHand, total: lines.reduce((sum, line) => sum + line.total, 0) }
}

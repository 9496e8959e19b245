import type { MedusaContainer } from "@medusajs/framework/types"
import {
  installmentPlan,
  leasePlan,
  type AdminBarem,
  type BaremKind,
  type InstallmentOption,
  type InstallmentPartner,
  type LeaseOption,
} from "@electroshop/contracts/installment"
import { BAREM_MODULE, type BaremModuleService } from "../../modules/barem"

export type BaremRow = {
  id: string
  kind: BaremKind
  partner: string
  name: string
  months: number
  min_amount: number
  max_amount: number
  interest_rate: number
  fee_fixed: number
  fee_monthly: number
  residual_percent: number
  valid_from: Date | string | null
  valid_to: Date | string | null
  is_active: boolean
}

const day = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString().slice(0, 10))

/** The stored rate is a PostgreSQL `real`: two decimals, as staff typed it. */
const terms = (row: BaremRow) => ({
  months: row.months,
  interest_rate: Math.round(Number(row.interest_rate) * 100) / 100,
  fee_fixed: row.fee_fixed,
  fee_monthly: row.fee_monthly,
})
const residualPercent = (row: BaremRow) => Math.round(Number(row.residual_percent ?? 0) * 100) / 100

/** What `amount` costs on the barem: an installment plan, or a lease plan with its residual value. */
export const planOf = (row: BaremRow, amount: number) =>
  row.kind === "lease" ? leasePlan(amount, { ...terms(row), residual_percent: residualPercent(row) }) : installmentPlan(amount, terms(row))

export function adminBarem(row: BaremRow): AdminBarem {
  const amount = Math.round((row.min_amount + row.max_amount) / 2)
  return {
    id: row.id,
    kind: row.kind,
    partner: row.partner as InstallmentPartner,
    name: row.name,
    ...terms(row),
    residual_percent: residualPercent(row),
    min_amount: row.min_amount,
    max_amount: row.max_amount,
    valid_from: day(row.valid_from),
    valid_to: day(row.valid_to),
    is_active: row.is_active,
    example: { amount, ...planOf(row, amount) },
  }
}

/** Whether a barem is offered today: active, and today within its validity (both days included). */
export const validOn = (row: BaremRow, today: string) =>
  row.is_active && (!row.valid_from || day(row.valid_from)! <= today) && (!row.valid_to || day(row.valid_to)! >= today)

/** The active barems of a kind valid today whose range holds the amount. */
export async function baremsFor(container: MedusaContainer, kind: BaremKind, amount: number, now = new Date()): Promise<BaremRow[]> {
  const rows = (await container
    .resolve<BaremModuleService>(BAREM_MODULE)
    .listBarems({ kind, is_active: true, min_amount: { $lte: amount }, max_amount: { $gte: amount } }, { take: null })) as unknown as BaremRow[]
  const today = now.toISOString().slice(0, 10)
  return rows.filter((row) => validOn(row, today))
}

const cheapestFirst = (a: { monthly_payment: number; total_payable: number }, b: { monthly_payment: number; total_payable: number }) =>
  a.monthly_payment - b.monthly_payment || a.total_payable - b.total_payable

/**
 * The ways to pay `amount` in installments today: every active, valid barem
 * whose range holds the amount, cheapest monthly installment first (then the
 * lower total). The first is what the product page quotes as "from N a month".
 */
export async function installmentOptions(container: MedusaContainer, amount: number, now = new Date()): Promise<InstallmentOption[]> {
  return (await baremsFor(container, "installment", amount, now))
    .map((row) => ({ barem_id: row.id, partner: row.partner as InstallmentPartner, name: row.name, ...installmentPlan(amount, terms(row)) }))
    .sort(cheapestFirst)
}

/**
 * The lease offers for `amount` today (the specification's lease info per
 * product): every active lease barem valid today whose range holds the
 * amount, cheapest monthly payment first; `valid_to` marks a time-limited offer.
 */
export async function leaseOptions(container: MedusaContainer, amount: number, now = new Date()): Promise<LeaseOption[]> {
  return (await baremsFor(container, "lease", amount, now))
    .map((row) => ({
      barem_id: row.id,
      partner: row.partner as InstallmentPartner,
      name: row.name,
      valid_to: day(row.valid_to),
      ...leasePlan(amount, { ...terms(row), residual_percent: residualPercent(row) }),
    }))
    .sort(cheapestFirst)
}

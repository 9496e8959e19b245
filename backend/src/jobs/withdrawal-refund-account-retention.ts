import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { eraseRefundAccountsWorkflow } from "../workflows/withdrawal"

const DAY = 86_400_000

/**
 * How long a refunded withdrawal keeps the shopper's bank account: long enough for staff to send the
 * transfer and for a returned one (a closed account) to be sorted out with the shopper; it serves nothing
 * after (GDPR art. 5(1)(e)). The credit note, which the accounting law keeps, does not name it.
 */
const DEFAULT_DAYS = 60

/** The retention in days (docs/security.md): WITHDRAWAL_REFUND_ACCOUNT_RETENTION_DAYS overrides the default. */
export function refundAccountRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.WITHDRAWAL_REFUND_ACCOUNT_RETENTION_DAYS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DAYS
}

/** Each night, the refund accounts of withdrawals refunded longer ago are erased. */
export default async function withdrawalRefundAccountRetentionJob(container: MedusaContainer) {
  const { result } = await eraseRefundAccountsWorkflow(container).run({
    input: { refundedBefore: new Date(Date.now() - refundAccountRetentionDays() * DAY).toISOString() },
  })
  if (result.erased.length) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`Withdrawals' retention: ${result.erased.length} refund accounts erased.`)
  }
}

export const config = { name: "withdrawal-refund-account-retention", schedule: "53 3 * * *" }

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { STAFF_MODULE, type StaffModuleService } from "../modules/staff"

/** How long the staff audit log keeps an entry: STAFF_AUDIT_RETENTION_DAYS, two years unless set (docs/staff.md). */
export function auditRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const days = Number(env.STAFF_AUDIT_RETENTION_DAYS)
  return Number.isInteger(days) && days > 0 ? days : 730
}

/** Each night, the audit entries older than the retention go for good. */
export default async function staffAuditRetentionJob(container: MedusaContainer) {
  const before = new Date(Date.now() - auditRetentionDays() * 86_400_000)
  const removed = await container.resolve<StaffModuleService>(STAFF_MODULE).purgeAuditEntriesBefore(before)
  if (removed) container.resolve(ContainerRegistrationKeys.LOGGER).info(`Staff audit log: ${removed} entries older than ${before.toISOString()} removed.`)
}

export const config = { name: "staff-audit-retention", schedule: "17 3 * * *" }

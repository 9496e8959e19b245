import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { eraseExpiredServicePersonalDataWorkflow } from "../workflows/service"

const DAY = 86_400_000

/**
 * How long a finished repair order keeps its customer's name, contacts, address and device identifiers:
 * the general limitation period for claims from the repair contract (3 years: Czech Civil Code §629,
 * Romanian Civil Code art. 2517), counted from the order's last status change. The invoice, which the
 * accounting law keeps longer, is a document of its own.
 */
const DEFAULT_DAYS = 1095

/** The retention in days (docs/security.md): SERVICE_PII_RETENTION_DAYS overrides the default. */
export function serviceRetentionDays(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.SERVICE_PII_RETENTION_DAYS)
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_DAYS
}

/** Each night, the customers' personal data of repair orders past their retention are erased. */
export default async function servicePersonalDataRetentionJob(container: MedusaContainer) {
  const { result } = await eraseExpiredServicePersonalDataWorkflow(container).run({
    input: { endedBefore: new Date(Date.now() - serviceRetentionDays() * DAY).toISOString() },
  })
  if (result.erased.length) {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`Repair orders' retention: personal data of ${result.erased.length} orders erased.`)
  }
}

export const config = { name: "service-personal-data-retention", schedule: "47 3 * * *" }

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { ShopVariant } from "@electroshop/domain"
import { shopVariant } from "../lib/shop/variant"
import { eraseExpiredBuyoutPersonalDataWorkflow } from "../workflows/buyout"

const DAY = 86_400_000

/**
 * How long a paid sale keeps the seller's identification: the anti-money-laundering
 * record-keeping period for a dealer in used goods (Czech Act 253/2008 Coll.: 10 years;
 * Romanian Law 129/2019: 5 years), counted from the sale's last status change.
 */
const SOLD_DEFAULT_DAYS: Record<ShopVariant, number> = { cz: 3650, ro: 1825 }

/** A sale that ended without the shop buying (returned, cancelled) needs its seller's data only while a dispute may come. */
const UNSOLD_DEFAULT_DAYS = 180

/** An e-mailed quote holds the shopper's e-mail; its link keeps saying "expired" this long after it expired. */
const QUOTE_KEPT_AFTER_EXPIRY_DAYS = 90

const days = (raw: string | undefined, fallback: number) => {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** The retention periods in days (docs/buyout.md): BUYOUT_PII_RETENTION_DAYS and BUYOUT_UNSOLD_PII_RETENTION_DAYS override the defaults. */
export function buyoutRetentionDays(env: NodeJS.ProcessEnv = process.env, variant: ShopVariant = shopVariant().variant) {
  return {
    sold: days(env.BUYOUT_PII_RETENTION_DAYS, SOLD_DEFAULT_DAYS[variant]),
    unsold: days(env.BUYOUT_UNSOLD_PII_RETENTION_DAYS, UNSOLD_DEFAULT_DAYS),
  }
}

/** Each night, the sellers' personal data past their retention are erased and long-expired quotes deleted. */
export default async function buyoutPersonalDataRetentionJob(container: MedusaContainer) {
  const now = Date.now()
  const { sold, unsold } = buyoutRetentionDays()
  const { result } = await eraseExpiredBuyoutPersonalDataWorkflow(container).run({
    input: {
      soldBefore: new Date(now - sold * DAY).toISOString(),
      unsoldBefore: new Date(now - unsold * DAY).toISOString(),
      quotesExpiredBefore: new Date(now - QUOTE_KEPT_AFTER_EXPIRY_DAYS * DAY).toISOString(),
    },
  })
  if (result.erased.length || result.quotes_deleted) {
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .info(`Buy-out retention: personal data of ${result.erased.length} sales erased, ${result.quotes_deleted} expired quotes deleted.`)
  }
}

export const config = { name: "buyout-personal-data-retention", schedule: "37 3 * * *" }

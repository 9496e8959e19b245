import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { purgeCatalogPages } from "../lib/catalog/purge-catalog-pages"

/**
 * What no event announces: a barem (an installment scale or a time-limited
 * lease offer) starting or ending with its validity. Product pages are cached
 * (and served stale while revalidating), so without a purge an ended lease
 * offer would still be shown after its last day. Validity days start at their
 * midnight UTC and end at the next; each minute, a start or end that passed
 * in the last two minutes (a late run misses nothing) empties the cached
 * catalogue pages, as a staff change of a barem does.
 */
export default async function baremValidityPurgeJob(container: MedusaContainer) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `select id from barem where deleted_at is null and is_active
       and (valid_from between now() - interval '2 minutes' and now()
         or valid_to + interval '1 day' between now() - interval '2 minutes' and now())
     limit 1`,
  )
  if ((rows as unknown[]).length) await purgeCatalogPages(container, "a barem's validity starting or ending")
}

export const config = { name: "barem-validity-purge", schedule: "* * * * *" }

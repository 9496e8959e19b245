import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { productsTouchedBy } from "../lib/catalog/listing-events"
import { rebuildCatalogListing, refreshCatalogListing } from "../lib/catalog/listing-refresh"

/**
 * What no event announces: a price list starting or ending at its time. Each
 * minute the products of price lists whose start or end passed since the last
 * run (two minutes back, so a late run misses nothing) are refreshed. An empty
 * read model (a backend started without the launcher's bootstrap, e.g. the
 * Docker image on a fresh database) is filled completely.
 */
export default async function refreshCatalogListingJob(container: MedusaContainer) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  if (!(await db("catalog_listing").first("product_id"))) {
    await rebuildCatalogListing(container)
    return
  }
  const { rows } = await db.raw(
    `select id from price_list where deleted_at is null
       and (starts_at between now() - interval '2 minutes' and now() or ends_at between now() - interval '2 minutes' and now())`,
  )
  const lists = (rows as { id: string }[]).map((r) => r.id)
  await refreshCatalogListing(container, await productsTouchedBy(db, "priceList", lists))
}

export const config = { name: "refresh-catalog-listing", schedule: "* * * * *" }

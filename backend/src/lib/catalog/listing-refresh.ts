import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, QueryContext, getVariantAvailability } from "@medusajs/framework/utils"
import { inventoryQuantity } from "@electroshop/contracts/catalog"
import { REVIEW_MODULE, type ReviewModuleService } from "../../modules/review"
import { deleteListingRows, writeCategoryRows } from "./listing-categories"
import { writeProductStates } from "./product-state"

/** The product card the listing answers with: what storefront/app/features/catalog renders. */
export const PRODUCT_CARD_FIELDS = [
  "id",
  "title",
  "handle",
  "thumbnail",
  "metadata",
  "variants.id",
  "variants.title",
  "variants.metadata",
  "variants.manage_inventory",
  "variants.allow_backorder",
  "variants.calculated_price.*",
]
const ROW_FIELDS = [...PRODUCT_CARD_FIELDS, "status", "created_at", "categories.id", "sales_channels.id"]

/** Products computed and written per transaction: large enough for few round trips, small enough for short locks. */
const BATCH = 250

type Row = {
  product_id: string
  region_id: string
  sales_channel_id: string
  currency_code: string
  title: string
  manufacturer: string | null
  quality: string | null
  popularity: number | null
  min_price: number | null
  product_created_at: Date
  category_ids: string[]
  card: string
}

/**
 * Recomputes the listing rows of these products. Prices come from Medusa's
 * pricing (`calculated_price` with the region's context, as an anonymous
 * shopper of that region gets them: price lists included), stock from
 * Medusa's availability per sales channel. Products that are gone,
 * unpublished or in no sales channel lose their rows. Their admin grid state
 * (product-state.ts) is written in the same transaction.
 *
 * Refreshes run one after another in this process, so an older computation
 * never overwrites a newer one (subscribers and jobs run in one process: the
 * worker, or the only one in shared mode).
 */
export function refreshCatalogListing(container: MedusaContainer, productIds: string[]): Promise<void> {
  return inTurn(productIds, (ids) => refreshBatch(container, ids))
}

/**
 * Only the category side of these products' rows (listing-categories.ts): a category moved, shown or
 * hidden changes which pages list its products, not their prices or stock.
 */
export function relistCategoriesOf(container: MedusaContainer, productIds: string[]): Promise<void> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  // Not their states (product-state.ts): whether a product has a category changes with an
  // assignment, which Medusa announces as product.updated, and so goes through refreshBatch.
  return inTurn(productIds, (ids) => db.transaction((trx) => writeCategoryRows(trx, ids)))
}

/** Batches of these products, after every write asked for earlier. */
function inTurn(productIds: string[], write: (ids: string[]) => Promise<void>): Promise<void> {
  const ids = [...new Set(productIds)]
  if (!ids.length) return queue
  queue = queue
    .catch(() => undefined)
    .then(async () => {
      for (let i = 0; i < ids.length; i += BATCH) await write(ids.slice(i, i + BATCH))
    })
  return queue
}
let queue: Promise<void> = Promise.resolve()

/** Every product again: into an empty table, and after a bulk import in SQL (src/scripts/rebuild-catalog-listing.ts). */
export async function rebuildCatalogListing(container: MedusaContainer): Promise<number> {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  let after = ""
  let count = 0
  for (;;) {
    const ids: string[] = (
      await db("product")
        .select("id")
        .whereNull("deleted_at")
        .where("id", ">", after)
        .orderBy("id")
        .limit(BATCH * 4)
    ).map((r: { id: string }) => r.id)
    if (!ids.length) break
    await refreshCatalogListing(container, ids)
    count += ids.length
    after = ids[ids.length - 1]
  }
  // Rows of products deleted for good (not soft-deleted) while no event was heard.
  await deleteListingRows(db, (trx) =>
    trx("catalog_listing")
      .whereNotExists(trx("product").select(trx.raw("1")).whereRaw("product.id = catalog_listing.product_id").whereNull("deleted_at"))
      .delete(),
  )
  await db("catalog_product_state")
    .whereNotExists(db("product").select(db.raw("1")).whereRaw("product.id = catalog_product_state.product_id").whereNull("deleted_at"))
    .delete()
  return count
}

async function refreshBatch(container: MedusaContainer, ids: string[]) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows = await computeRows(container, ids)
  await db.transaction(async (trx) => {
    await writeCategoryRows(trx, ids, async () => {
      await trx("catalog_listing").whereIn("product_id", ids).delete()
      if (rows.length) await trx("catalog_listing").insert(rows)
    })
    await writeProductStates(trx, ids)
  })
}

async function computeRows(container: MedusaContainer, ids: string[]): Promise<Row[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const regions = await container.resolve(Modules.REGION).listRegions({}, { select: ["id", "currency_code"] })
  const rows: Row[] = []
  // The card's stars: approved reviews only (review.changed refreshes these rows).
  const ratings = await container.resolve<ReviewModuleService>(REVIEW_MODULE).summarizeApprovedOf(ids)
  const stockByChannel = new Map<string, Record<string, { availability: number | null }>>()
  for (const region of regions) {
    const { data: products } = await query.graph({
      entity: "product",
      fields: ROW_FIELDS,
      filters: { id: ids, status: "published" },
      context: { variants: { calculated_price: QueryContext({ region_id: region.id, currency_code: region.currency_code }) } },
    })
    for (const p of products as any[]) {
      for (const { id: channelId } of p.sales_channels ?? []) {
        if (!stockByChannel.has(channelId)) stockByChannel.set(channelId, await availability(container, ids, channelId))
        const stock = stockByChannel.get(channelId)!
        const variants = (p.variants ?? []).map((v: any) => ({
          id: v.id,
          title: v.title,
          metadata: v.metadata,
          manage_inventory: v.manage_inventory,
          allow_backorder: v.allow_backorder,
          calculated_price: v.calculated_price,
          inventory_quantity: inventoryQuantity(v.manage_inventory, stock[v.id]?.availability),
        }))
        const amounts = variants
          .map((v: any) => v.calculated_price?.calculated_amount)
          .filter((a: unknown) => a != null)
          .map(Number)
        const popularity = Number.parseInt(p.metadata?.popularity, 10)
        rows.push({
          product_id: p.id,
          region_id: region.id,
          sales_channel_id: channelId,
          currency_code: region.currency_code,
          title: p.title,
          manufacturer: p.metadata?.manufacturer ?? null,
          quality: p.metadata?.quality ?? null,
          popularity: Number.isFinite(popularity) ? popularity : null,
          min_price: amounts.length ? Math.min(...amounts) : null,
          product_created_at: p.created_at,
          category_ids: (p.categories ?? []).map((c: any) => c.id),
          card: JSON.stringify({
            id: p.id,
            title: p.title,
            handle: p.handle,
            thumbnail: p.thumbnail,
            metadata: p.metadata,
            variants,
            rating: ratings.get(p.id) ?? null,
          }),
        })
      }
    }
  }
  return rows
}

/** Sellable quantity per variant of these products in one sales channel (Medusa's rule: stocked minus reserved at its locations). */
async function availability(container: MedusaContainer, productIds: string[], salesChannelId: string) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const variantIds: string[] = (await db("product_variant").select("id").whereIn("product_id", productIds).whereNull("deleted_at")).map(
    (r: { id: string }) => r.id,
  )
  if (!variantIds.length) return {}
  return getVariantAvailability(container.resolve(ContainerRegistrationKeys.QUERY), { variant_ids: variantIds, sales_channel_id: salesChannelId })
}

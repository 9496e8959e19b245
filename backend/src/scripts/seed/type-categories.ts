import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { TYPE_CATEGORY_MODULE, type TypeCategoryModuleService } from "../../modules/type-category"

/**
 * Device types whose root categories the buy-out and service selectors offer.
 * `type_device` holds the same neutral code as the buy-out device types
 * (`buyout_device_type.type_device`), which is how the buy-out selector finds
 * a type's category (src/modules/buyout/queries.ts).
 */
const SELECTOR_DEVICE_TYPES = ["phone", "tablet", "watch"]

/**
 * Gives every product category that has none its extension row. Runs on every
 * start, so databases seeded before the category tools existed get them too;
 * existing rows are never touched. The device type and manufacturers are read
 * from the products in the category and its subcategories.
 */
export async function seedTypeCategories(container: ExecArgs["container"]) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const link = container.resolve(ContainerRegistrationKeys.LINK)
  const service: TypeCategoryModuleService = container.resolve(TYPE_CATEGORY_MODULE)

  const missing: { id: string; parent_category_id: string | null }[] = (
    await db.raw(
      `select c.id, c.parent_category_id from product_category c
        where c.deleted_at is null and not exists (
          select 1 from type_category_type_category_product_product_category l
           where l.product_category_id = c.id and l.deleted_at is null)`,
    )
  ).rows
  if (!missing.length) return

  const facts: { id: string; device_type: string | null; manufacturers: string[] | null }[] = (
    await db.raw(
      `select c.id,
              mode() within group (order by p.metadata->>'device_type') as device_type,
              array_agg(distinct p.metadata->>'manufacturer') filter (where p.metadata->>'manufacturer' is not null) as manufacturers
         from product_category c
         join product_category d on (d.id = c.id or d.mpath like c.mpath || '.%') and d.deleted_at is null
         join product_category_product pcp on pcp.product_category_id = d.id
         join product p on p.id = pcp.product_id and p.deleted_at is null
        where c.id = any(?::text[])
        group by c.id`,
      [missing.map((m) => m.id)],
    )
  ).rows
  const factsOf = new Map(facts.map((f) => [f.id, f]))

  for (const category of missing) {
    const f = factsOf.get(category.id)
    const forSelectors = !category.parent_category_id && SELECTOR_DEVICE_TYPES.includes(f?.device_type ?? "")
    const row = await service.createTypeCategories({
      type_device: f?.device_type ?? null,
      manufacturers: (f?.manufacturers ?? []).sort() as any,
      for_buyout: forSelectors,
      for_service: forSelectors,
      filterable: !category.parent_category_id,
    })
    await link.create({
      [TYPE_CATEGORY_MODULE]: { type_category_id: row.id },
      [Modules.PRODUCT]: { product_category_id: category.id },
    })
  }
  logger.info(`Category extension rows created for ${missing.length} categories.`)
}

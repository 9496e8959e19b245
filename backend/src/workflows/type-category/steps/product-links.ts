import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { fieldError } from "../../../modules/type-category/errors"

export type BulkInput = { masterProductIds: string[]; typeCategoryIds: string[] }
type Pair = { product_id: string; product_category_id: string }
export type AssignmentChange = { products: string[]; categories: string[]; pairs: number }

/**
 * The one place that writes Medusa's `product_category_product` with SQL.
 * Medusa's product module can only assign categories by re-saving each
 * product (`upsertProducts` with `category_ids`, as its
 * `batchLinkProductsToCategoryStep` does), loading the product with its
 * options, tags and categories first: 20,000 products took 233 s in batches of
 * 1,000 on the shared test machine, against 1.3 s for one INSERT here, and the
 * assignment grid sends up to 20,000 at once. So the pairs are written in one
 * statement (one transaction: all or nothing) and the workflow emits the
 * events Medusa would (see ../events.ts); the compensation undoes exactly the
 * pairs that changed.
 */
const db = (container: any): Knex => container.resolve(ContainerRegistrationKeys.PG_CONNECTION)

const unnestPairs = (pairs: Pair[]) => [pairs.map((p) => p.product_id), pairs.map((p) => p.product_category_id)]

async function insertPairs(knex: Knex, pairs: Pair[]) {
  if (!pairs.length) return
  await knex.raw(
    `insert into product_category_product (product_id, product_category_id) select * from unnest(?::text[], ?::text[]) on conflict do nothing`,
    unnestPairs(pairs),
  )
}

async function deletePairs(knex: Knex, pairs: Pair[]) {
  if (!pairs.length) return
  await knex.raw(
    `delete from product_category_product pcp using unnest(?::text[], ?::text[]) as x(product_id, product_category_id)
     where pcp.product_id = x.product_id and pcp.product_category_id = x.product_category_id`,
    unnestPairs(pairs),
  )
}

function changed(pairs: Pair[]) {
  const result: AssignmentChange = {
    products: [...new Set(pairs.map((p) => p.product_id))],
    categories: [...new Set(pairs.map((p) => p.product_category_id))],
    pairs: pairs.length,
  }
  return result
}

/** Every product and category id must exist (and not be deleted); else 400 naming the payload field. */
export const validateBulkStep = createStep("type-category-bulk-validate", async (input: BulkInput, { container }) => {
  const knex = db(container)
  const [products, categories] = await Promise.all([
    knex("product").whereIn("id", input.masterProductIds).whereNull("deleted_at").pluck("id"),
    knex("product_category").whereIn("id", input.typeCategoryIds).whereNull("deleted_at").pluck("id"),
  ])
  const foundProducts = new Set(products)
  const missingProducts = input.masterProductIds.filter((id) => !foundProducts.has(id))
  if (missingProducts.length) {
    throw fieldError("masterProductIds", "not_found", `unknown products: ${missingProducts.slice(0, 5).join(", ")}`)
  }
  const foundCategories = new Set(categories)
  const missingCategories = input.typeCategoryIds.filter((id) => !foundCategories.has(id))
  if (missingCategories.length) {
    throw fieldError("typeCategoryIds", "not_found", `unknown categories: ${missingCategories.slice(0, 5).join(", ")}`)
  }
  return new StepResponse(undefined)
})

/**
 * A step whose one statement returns the pairs it changed (the event's
 * products and categories); its compensation `undo`es exactly those pairs.
 */
function pairsChangeStep<Input>(
  name: string,
  statement: (input: Input) => [sql: string, bindings: readonly Knex.RawBinding[]],
  undo: (knex: Knex, pairs: Pair[]) => Promise<void>,
) {
  return createStep(
    name,
    async (input: Input, { container }) => {
      const [sql, bindings] = statement(input)
      const pairs: Pair[] = (await db(container).raw(sql, bindings)).rows
      return new StepResponse(changed(pairs), pairs)
    },
    async (pairs, { container }) => {
      if (pairs) await undo(db(container), pairs)
    },
  )
}

export const addProductCategoriesStep = pairsChangeStep(
  "type-category-bulk-add",
  (input: BulkInput) => [
    `insert into product_category_product (product_id, product_category_id)
     select p, c from unnest(?::text[]) p cross join unnest(?::text[]) c
     on conflict do nothing returning product_id, product_category_id`,
    [input.masterProductIds, input.typeCategoryIds],
  ],
  deletePairs,
)

export const removeProductCategoriesStep = pairsChangeStep(
  "type-category-bulk-remove",
  (input: BulkInput) => [
    `delete from product_category_product
     where product_id = any(?::text[]) and product_category_id = any(?::text[])
     returning product_id, product_category_id`,
    [input.masterProductIds, input.typeCategoryIds],
  ],
  insertPairs,
)

/** Before a category is deleted its products lose the assignment (the products themselves stay). */
export const unassignCategoryProductsStep = pairsChangeStep(
  "type-category-unassign-products",
  (categoryId: string) => [`delete from product_category_product where product_category_id = ? returning product_id, product_category_id`, [categoryId]],
  insertPairs,
)

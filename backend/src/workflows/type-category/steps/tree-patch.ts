import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { planMove, planPromoteChildren, type CategoryRow, type MovePosition, type TreePatch } from "../tree"

/**
 * Tree changes are written with SQL in one transaction that first locks the
 * live categories, so two staff members moving at once cannot interleave and
 * leave duplicate ranks or stale paths. The compensation puts the previous
 * parent, rank and path back.
 */
async function applyPlan(db: Knex, plan: (rows: CategoryRow[]) => TreePatch[]): Promise<TreePatch[]> {
  return db.transaction(async (trx) => {
    const rows: CategoryRow[] = await trx
      .select("id", "parent_category_id", "rank", "mpath")
      .from("product_category")
      .whereNull("deleted_at")
      .forUpdate()
    const patches = plan(rows)
    const before = new Map(rows.map((r) => [r.id, r]))
    await writePatches(trx, patches)
    return patches.map((p) => ({ ...before.get(p.id)! }))
  })
}

async function writePatches(db: Knex, patches: TreePatch[]) {
  for (const p of patches) {
    await db("product_category")
      .where({ id: p.id })
      .update({ parent_category_id: p.parent_category_id, rank: p.rank, mpath: p.mpath, updated_at: db.fn.now() })
  }
}

const restore = async (previous: TreePatch[] | undefined, { container }: { container: any }) => {
  if (!previous?.length) return
  const db: Knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  await db.transaction((trx) => writePatches(trx, previous))
}

export type MoveCategoryInput = { id: string; target: string | null; position: MovePosition }

export const moveCategoryStep = createStep(
  "type-category-move",
  async (input: MoveCategoryInput, { container }) => {
    const db: Knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const previous = await applyPlan(db, (rows) => planMove(rows, input.id, input.target, input.position))
    return new StepResponse({ id: input.id, changed: previous.length }, previous)
  },
  restore,
)

/** Before a category is deleted its children move up into its place. */
export const promoteChildrenStep = createStep(
  "type-category-promote-children",
  async (id: string, { container }) => {
    const db: Knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const previous = await applyPlan(db, (rows) => planPromoteChildren(rows, id))
    return new StepResponse({ moved: previous.filter((p) => p.parent_category_id === id).length }, previous)
  },
  restore,
)

import type { IProductModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { planMove, planPathRepair, type CategoryRow, type MovePosition } from "../tree"

const productModule = (container: any): IProductModuleService => container.resolve(Modules.PRODUCT)

/** Held by every workflow that changes the tree's shape, so their reads and writes do not interleave. */
export const TREE_LOCK = "type-category-tree"

/** Every live category's place in the tree, as Medusa's product module has it. */
async function listRows(container: any): Promise<CategoryRow[]> {
  const rows = await productModule(container).listProductCategories({}, { select: ["id", "parent_category_id", "rank", "mpath"], take: null })
  return rows.map((r: any) => ({ id: r.id, parent_category_id: r.parent_category_id ?? null, rank: r.rank, mpath: r.mpath }))
}

type Path = { id: string; mpath: string }

/**
 * The narrow fix-up Medusa needs after it moved categories: its product
 * module sets a category's `mpath` to "" when it becomes top level and does
 * not carry a new parent's path down to grandchildren
 * (`ProductCategoryRepository.update` in @medusajs/product 2.21), while
 * Medusa's own `include_descendants_tree` and our queries read subtrees by
 * `mpath`. The repaired paths go through the product module too, so
 * `product-category.updated` fires for them. Returns the previous paths.
 */
async function repairPaths(container: any, ids: string[]): Promise<Path[]> {
  const rows = await listRows(container)
  const repairs = ids.flatMap((id) => planPathRepair(rows, id))
  if (!repairs.length) return []
  const before = new Map(rows.map((r) => [r.id, r.mpath]))
  // `mpath` is no field of Medusa's update DTO, but its repository assigns whatever it is given.
  await productModule(container).upsertProductCategories(repairs as any)
  return repairs.map((r) => ({ id: r.id, mpath: before.get(r.id)! }))
}

export type MoveCategoryInput = { id: string; target: string | null; position: MovePosition }

/**
 * Where the moved category ends up (parent and rank among its new siblings).
 * Only reads: a move under the category's own subtree or next to an unknown
 * category is refused before anything is written. Medusa's
 * `updateProductCategoriesWorkflow` then writes the placement and re-ranks
 * both sibling lists itself.
 */
export const planMoveStep = createStep("type-category-plan-move", async (input: MoveCategoryInput, { container }) => {
  const rows = await listRows(container)
  const moved = planMove(rows, input.id, input.target, input.position).find((p) => p.id === input.id)
  const current = rows.find((r) => r.id === input.id)!
  return new StepResponse({
    parent_category_id: moved?.parent_category_id ?? current.parent_category_id,
    rank: moved?.rank ?? current.rank,
  })
})

/** After Medusa moved `id`: its subtree's paths (see repairPaths); the compensation puts the previous ones back. */
export const repairCategoryPathsStep = createStep(
  "type-category-repair-paths",
  async (id: string, { container }) => {
    const previous = await repairPaths(container, [id])
    return new StepResponse({ repaired: previous.length }, previous)
  },
  async (previous, { container }) => {
    if (previous?.length) await productModule(container).upsertProductCategories(previous as any)
  },
)

type Placement = { id: string; parent_category_id: string | null; rank: number }

/** One category after another, so Medusa re-ranks the siblings around each; then the moved subtrees' paths. */
async function place(container: any, placements: Placement[]) {
  for (const { id, ...placement } of placements) await productModule(container).updateProductCategories(id, placement)
  await repairPaths(
    container,
    placements.map((p) => p.id),
  )
}

/**
 * Before a category is deleted its children take its place among its
 * siblings, in their order (it moves behind them, so Medusa's re-ranking
 * after the deletion closes the gap it leaves). The compensation puts them
 * back under it.
 */
export const promoteChildrenStep = createStep(
  "type-category-promote-children",
  async (id: string, { container }) => {
    const rows = await listRows(container)
    const removed = rows.find((r) => r.id === id)!
    const children = rows.filter((r) => r.parent_category_id === id).sort((a, b) => a.rank - b.rank)
    await place(
      container,
      children.map((c, k) => ({ id: c.id, parent_category_id: removed.parent_category_id, rank: removed.rank + k })),
    )
    return new StepResponse(
      { moved: children.length },
      children.map((c): Placement => ({ id: c.id, parent_category_id: id, rank: c.rank })),
    )
  },
  async (previous, { container }) => {
    if (previous?.length) await place(container, previous)
  },
)

import { fieldError } from "../../modules/type-category/errors"

/** One live (not deleted) product category as the tree operations see it. */
export type CategoryRow = { id: string; parent_category_id: string | null; rank: number; mpath: string }
export type TreePatch = { id: string; parent_category_id: string | null; rank: number; mpath: string }
export type MovePosition = "left" | "right" | "first-child" | "last-child"

const siblingsOf = (rows: CategoryRow[], parentId: string | null) =>
  rows.filter((r) => r.parent_category_id === parentId).sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))

/**
 * Medusa's `mpath` of every category in the subtrees of `tops`, placed under a
 * parent whose path is `parentPath` (null = top level): ancestor ids joined by
 * dots, ending with the category's own id.
 */
function subtreePaths(rows: CategoryRow[], tops: CategoryRow[], parentPath: string | null): Map<string, string> {
  const mpaths = new Map<string, string>()
  const walk = (node: CategoryRow, base: string | null) => {
    const path = base ? `${base}.${node.id}` : node.id
    mpaths.set(node.id, path)
    for (const child of rows.filter((r) => r.parent_category_id === node.id)) walk(child, path)
  }
  for (const top of tops) walk(top, parentPath)
  return mpaths
}

/**
 * The categories in the subtree of `id` whose stored `mpath` does not follow
 * from their parents' (after Medusa moved `id`, see steps/tree-patch.ts), with
 * the path they must have.
 */
export function planPathRepair(rows: CategoryRow[], id: string): { id: string; mpath: string }[] {
  const correct = subtreePaths(
    rows,
    rows.filter((r) => r.parent_category_id === null),
    null,
  )
  return rows.filter((r) => correct.get(r.id) !== r.mpath && isDescendantOrSelf(rows, id, r.id)).map((r) => ({ id: r.id, mpath: correct.get(r.id)! }))
}

export function isDescendantOrSelf(rows: CategoryRow[], ancestorId: string, candidateId: string | null): boolean {
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (let id = candidateId; id; id = byId.get(id)?.parent_category_id ?? null) {
    if (id === ancestorId) return true
  }
  return false
}

/**
 * The rows whose parent, rank or materialised path change when `id` moves
 * next to or into `target`. Ranks are renumbered 0..n-1 in both the old and
 * the new sibling list, and the paths of the whole moved subtree follow the
 * new parent (Medusa's `mpath`: ancestor ids joined by dots, ending with the
 * category's own id).
 */
export function planMove(rows: CategoryRow[], id: string, target: string | null, position: MovePosition): TreePatch[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const moved = byId.get(id)
  if (!moved) throw fieldError("id", "not_found", `category ${id} does not exist`)
  if (target !== null && !byId.has(target)) throw fieldError("target", "not_found", `category ${target} does not exist`)
  if (target === id) throw fieldError("name", "descendant", "a category cannot be moved next to or into itself")

  const intoTarget = position === "first-child" || position === "last-child"
  const newParent = intoTarget ? target : byId.get(target!)!.parent_category_id
  if (newParent && isDescendantOrSelf(rows, id, newParent)) {
    throw fieldError("name", "descendant", "a category cannot be moved under its own subcategory")
  }

  const oldParent = moved.parent_category_id
  const newSiblings = siblingsOf(rows, newParent).filter((r) => r.id !== id)
  let index: number
  if (position === "first-child") index = 0
  else if (position === "last-child") index = newSiblings.length
  else index = newSiblings.findIndex((r) => r.id === target) + (position === "right" ? 1 : 0)
  newSiblings.splice(index, 0, moved)

  const next = new Map<string, { parent_category_id: string | null; rank: number }>()
  newSiblings.forEach((r, rank) => next.set(r.id, { parent_category_id: newParent, rank }))
  if (oldParent !== newParent) {
    siblingsOf(rows, oldParent)
      .filter((r) => r.id !== id)
      .forEach((r, rank) => next.set(r.id, { parent_category_id: oldParent, rank }))
  }

  const mpaths = subtreePaths(rows, [moved], newParent ? byId.get(newParent)!.mpath : null)

  const patches: TreePatch[] = []
  for (const row of rows) {
    const placement = next.get(row.id) ?? { parent_category_id: row.parent_category_id, rank: row.rank }
    const mpath = mpaths.get(row.id) ?? row.mpath
    if (placement.parent_category_id !== row.parent_category_id || placement.rank !== row.rank || mpath !== row.mpath) {
      patches.push({ id: row.id, ...placement, mpath })
    }
  }
  return patches
}

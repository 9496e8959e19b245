import { fieldError } from "../../modules/type-category/errors"

/** One live (not deleted) product category as the tree operations see it. */
export type CategoryRow = { id: string; parent_category_id: string | null; rank: number; mpath: string }
export type TreePatch = { id: string; parent_category_id: string | null; rank: number; mpath: string }
export type MovePosition = "left" | "right" | "first-child" | "last-child"

const siblingsOf = (rows: CategoryRow[], parentId: string | null) =>
  rows.filter((r) => r.parent_category_id === parentId).sort((a, b) => a.rank - b.rank || a.id.localeCompare(b.id))

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

  // New paths of the moved subtree.
  const mpaths = new Map<string, string>()
  const parentPath = newParent ? byId.get(newParent)!.mpath : null
  const walk = (node: CategoryRow, base: string | null) => {
    const path = base ? `${base}.${node.id}` : node.id
    mpaths.set(node.id, path)
    for (const child of rows.filter((r) => r.parent_category_id === node.id)) walk(child, path)
  }
  walk(moved, parentPath)

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

/**
 * Deleting `id`: its children take its place in its parent's list (in their
 * order), the later siblings shift, the category itself moves to the end, and
 * the children's subtrees get new paths.
 */
export function planPromoteChildren(rows: CategoryRow[], id: string): TreePatch[] {
  const byId = new Map(rows.map((r) => [r.id, r]))
  const removed = byId.get(id)
  if (!removed) throw fieldError("id", "not_found", `category ${id} does not exist`)
  const parent = removed.parent_category_id
  const children = siblingsOf(rows, id)
  const siblings = siblingsOf(rows, parent)
  const at = siblings.findIndex((r) => r.id === id)
  // The deleted one goes last, so Medusa's own re-ranking after its deletion shifts nobody.
  const order = [...siblings.slice(0, at), ...children, ...siblings.slice(at + 1), removed]

  const mpaths = new Map<string, string>()
  const parentPath = parent ? byId.get(parent)!.mpath : null
  const walk = (node: CategoryRow, base: string | null) => {
    const path = base ? `${base}.${node.id}` : node.id
    mpaths.set(node.id, path)
    for (const child of rows.filter((r) => r.parent_category_id === node.id)) walk(child, path)
  }
  for (const child of children) walk(child, parentPath)

  const patches: TreePatch[] = []
  order.forEach((row, rank) => {
    const mpath = mpaths.get(row.id) ?? row.mpath
    if (row.parent_category_id !== parent || row.rank !== rank || mpath !== row.mpath) {
      patches.push({ id: row.id, parent_category_id: parent, rank, mpath })
    }
  })
  for (const [rowId, mpath] of mpaths) {
    if (!patches.some((p) => p.id === rowId) && byId.get(rowId)!.mpath !== mpath) {
      const row = byId.get(rowId)!
      patches.push({ id: rowId, parent_category_id: row.parent_category_id, rank: row.rank, mpath })
    }
  }
  return patches
}

import type { CategoryNode, MovePosition } from "../../api/categories"

export type FlatCategory = CategoryNode & { depth: number }

/** Depth-first list (the tree's visual order) with each category's depth. */
export function flattenTree(nodes: CategoryNode[], depth = 0): FlatCategory[] {
  return nodes.flatMap((n) => [{ ...n, depth }, ...flattenTree(n.children, depth + 1)])
}

export function findCategory(nodes: CategoryNode[], id: string | null | undefined): CategoryNode | undefined {
  if (!id) return undefined
  for (const n of nodes) {
    if (n.id === id) return n
    const found = findCategory(n.children, id)
    if (found) return found
  }
  return undefined
}

/** True when `candidate` is `ancestor` or lies somewhere below it (a move there is refused). */
export function isSelfOrDescendant(nodes: CategoryNode[], ancestorId: string, candidateId: string | null): boolean {
  if (!candidateId) return false
  const ancestor = findCategory(nodes, ancestorId)
  return !!ancestor && (ancestor.id === candidateId || !!findCategory(ancestor.children, candidateId))
}

/**
 * Where a drop lands on a row: the upper quarter puts the dragged category
 * before the row's category (left), the lower quarter after it (right), the
 * middle makes it the first child.
 */
export function dropPosition(offsetY: number, height: number): MovePosition {
  if (offsetY < height * 0.25) return "left"
  if (offsetY > height * 0.75) return "right"
  return "first-child"
}

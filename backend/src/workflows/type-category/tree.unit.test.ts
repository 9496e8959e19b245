import { describe, expect, it } from "vitest"
import { isDescendantOrSelf, planMove, planPathRepair, type CategoryRow } from "./tree"

/**
 * root ─┬─ a ─┬─ a1 ── a1x
 *       │     └─ a2
 *       ├─ b
 *       └─ c
 * top2
 */
const row = (id: string, parent: string | null, rank: number, mpath: string): CategoryRow => ({ id, parent_category_id: parent, rank, mpath })
const tree = (): CategoryRow[] => [
  row("root", null, 0, "root"),
  row("top2", null, 1, "top2"),
  row("a", "root", 0, "root.a"),
  row("b", "root", 1, "root.b"),
  row("c", "root", 2, "root.c"),
  row("a1", "a", 0, "root.a.a1"),
  row("a2", "a", 1, "root.a.a2"),
  row("a1x", "a1", 0, "root.a.a1.a1x"),
]

/** The tree after applying patches: parent, rank and path per id. */
function apply(rows: CategoryRow[], patches: CategoryRow[]): Map<string, CategoryRow> {
  const byId = new Map(rows.map((r) => [r.id, { ...r }]))
  for (const p of patches) byId.set(p.id, { ...p })
  return byId
}
const childrenOf = (byId: Map<string, CategoryRow>, parent: string | null) =>
  [...byId.values()]
    .filter((r) => r.parent_category_id === parent)
    .sort((x, y) => x.rank - y.rank)
    .map((r) => r.id)

/** Every sibling list ranked 0..n-1, every path the chain of ancestor ids. */
function expectConsistent(byId: Map<string, CategoryRow>) {
  for (const r of byId.values()) {
    const parent = r.parent_category_id ? byId.get(r.parent_category_id)! : null
    expect(r.mpath, r.id).toBe(parent ? `${parent.mpath}.${r.id}` : r.id)
  }
  for (const parent of [null, ...byId.keys()]) {
    const ranks = [...byId.values()]
      .filter((r) => r.parent_category_id === parent)
      .map((r) => r.rank)
      .sort((x, y) => x - y)
    expect(ranks, `ranks under ${parent}`).toEqual(ranks.map((_, i) => i))
  }
}

describe("isDescendantOrSelf", () => {
  it("follows parents up to the top", () => {
    expect(isDescendantOrSelf(tree(), "a", "a1x")).toBe(true)
    expect(isDescendantOrSelf(tree(), "a", "a")).toBe(true)
    expect(isDescendantOrSelf(tree(), "a", "b")).toBe(false)
    expect(isDescendantOrSelf(tree(), "a1", "a")).toBe(false)
    expect(isDescendantOrSelf(tree(), "a", null)).toBe(false)
  })
})

describe("planMove", () => {
  it("left/right of a sibling re-ranks only that sibling list", () => {
    const rows = tree()
    const left = apply(rows, planMove(rows, "c", "a", "left"))
    expect(childrenOf(left, "root")).toEqual(["c", "a", "b"])
    expectConsistent(left)
    const right = apply(rows, planMove(rows, "a", "b", "right"))
    expect(childrenOf(right, "root")).toEqual(["b", "a", "c"])
    expectConsistent(right)
  })

  it("first-child/last-child of another parent takes the subtree along and closes the gap it leaves", () => {
    const rows = tree()
    const patches = planMove(rows, "a1", "b", "first-child")
    const moved = apply(rows, patches)
    expect(childrenOf(moved, "b")).toEqual(["a1"])
    expect(childrenOf(moved, "a")).toEqual(["a2"])
    expect(moved.get("a1x")!.mpath).toBe("root.b.a1.a1x")
    expectConsistent(moved)
    expect(patches.map((p) => p.id).sort()).toEqual(["a1", "a1x", "a2"])

    const last = apply(rows, planMove(rows, "c", "a", "last-child"))
    expect(childrenOf(last, "a")).toEqual(["a1", "a2", "c"])
    expect(childrenOf(last, "root")).toEqual(["a", "b"])
    expectConsistent(last)
  })

  it("a null target with first-child/last-child is the top level", () => {
    const rows = tree()
    const top = apply(rows, planMove(rows, "a", null, "first-child"))
    expect(childrenOf(top, null)).toEqual(["a", "root", "top2"])
    expect(top.get("a")!.mpath).toBe("a")
    expect(top.get("a1x")!.mpath).toBe("a.a1.a1x")
    expectConsistent(top)
    expect(childrenOf(apply(rows, planMove(rows, "b", null, "last-child")), null)).toEqual(["root", "top2", "b"])
  })

  it("a move to where the category already is changes nothing", () => {
    expect(planMove(tree(), "b", "a", "right")).toEqual([])
    expect(planMove(tree(), "a2", "a", "last-child")).toEqual([])
  })

  it("refuses a move into or next to the category itself or its subtree, and unknown ids", () => {
    const code = (fn: () => unknown) => {
      try {
        fn()
      } catch (error: any) {
        return Object.entries(error.body.error_codes).map(([field, code]) => `${field}:${code}`)
      }
      return null
    }
    expect(code(() => planMove(tree(), "a", "a", "left"))).toEqual(["name:descendant"])
    expect(code(() => planMove(tree(), "a", "a1x", "first-child"))).toEqual(["name:descendant"])
    expect(code(() => planMove(tree(), "a", "a1x", "right"))).toEqual(["name:descendant"])
    expect(code(() => planMove(tree(), "missing", "a", "left"))).toEqual(["id:not_found"])
    expect(code(() => planMove(tree(), "a", "missing", "left"))).toEqual(["target:not_found"])
  })
})

describe("planPathRepair", () => {
  it("finds the paths in the subtree that do not follow from the parents", () => {
    // What Medusa leaves after moving `a` to the top level: its own path emptied, the children's stale.
    const rows = tree().map((r) => (r.id === "a" ? { ...r, parent_category_id: null, rank: 2, mpath: "" } : r))
    expect(planPathRepair(rows, "a")).toEqual([
      { id: "a", mpath: "a" },
      { id: "a1", mpath: "a.a1" },
      { id: "a2", mpath: "a.a2" },
      { id: "a1x", mpath: "a.a1.a1x" },
    ])
  })

  it("leaves correct paths and other subtrees alone", () => {
    expect(planPathRepair(tree(), "a")).toEqual([])
    const rows = tree().map((r) => (r.id === "c" ? { ...r, mpath: "stale.c" } : r))
    expect(planPathRepair(rows, "a")).toEqual([])
    expect(planPathRepair(rows, "c")).toEqual([{ id: "c", mpath: "root.c" }])
  })
})

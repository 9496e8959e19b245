import { describe, expect, it } from "vitest"
import type { CategoryNode } from "../../api/categories"
import { dropPosition, flattenTree, isSelfOrDescendant } from "./tree-utils"

const node = (id: string, children: CategoryNode[] = []) => ({ id, name: id, children }) as unknown as CategoryNode
const tree = [node("a", [node("a1", [node("a11")]), node("a2")]), node("b")]

describe("category tree helpers", () => {
  it("flattens depth-first with depths", () => {
    expect(flattenTree(tree).map((n) => `${n.id}:${n.depth}`)).toEqual(["a:0", "a1:1", "a11:2", "a2:1", "b:0"])
  })

  it("knows which targets are inside the moved subtree", () => {
    expect(isSelfOrDescendant(tree, "a", "a11")).toBe(true)
    expect(isSelfOrDescendant(tree, "a", "a")).toBe(true)
    expect(isSelfOrDescendant(tree, "a1", "a2")).toBe(false)
    expect(isSelfOrDescendant(tree, "a", null)).toBe(false)
  })

  it("maps the pointer to before / into / after", () => {
    expect(dropPosition(2, 40)).toBe("left")
    expect(dropPosition(20, 40)).toBe("first-child")
    expect(dropPosition(38, 40)).toBe("right")
  })
})

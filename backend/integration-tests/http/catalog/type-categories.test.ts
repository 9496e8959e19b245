import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { admin, anonymous, db, store } from "../../helpers/api"
import { typeCategories, uniq } from "../../helpers/type-categories"

/** Admin category tools: tree editor routes and the storefront menu route. */

const post = (path: string, json: unknown) => admin(path, { method: "POST", json })
const { create, removeAll } = typeCategories()

type Node = { id: string; parent_id: string | null; rank: number; children: Node[]; [k: string]: any }
async function tree(): Promise<Node[]> {
  const res = await admin("/admin/type-categories")
  expect(res.status).toBe(200)
  return res.body.type_categories
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)])
const childIds = async (parentId: string | null) =>
  parentId
    ? flatten(await tree())
        .find((n) => n.id === parentId)!
        .children.map((c) => c.id)
    : (await tree()).map((n) => n.id)

/** Every sibling list has ranks 0..n-1 and every mpath is the chain of ancestor ids. */
async function expectConsistentTree() {
  const client = db()
  await client.connect()
  try {
    const { rows } = await client.query("select id, parent_category_id, rank, mpath from product_category where deleted_at is null")
    const byId = new Map(rows.map((r: any) => [r.id, r]))
    const groups = new Map<string, number[]>()
    for (const r of rows) {
      const key = r.parent_category_id ?? "root"
      groups.set(key, [...(groups.get(key) ?? []), r.rank])
      const parent = r.parent_category_id ? byId.get(r.parent_category_id) : null
      if (r.parent_category_id) expect(parent, `parent of ${r.id} exists`).toBeTruthy()
      expect(r.mpath).toBe(parent ? `${parent.mpath}.${r.id}` : r.id)
    }
    for (const [key, ranks] of groups)
      expect(
        ranks.sort((a, b) => a - b),
        `ranks under ${key}`,
      ).toEqual(ranks.map((_, i) => i))
  } finally {
    await client.end()
  }
}

let root: Node
beforeAll(async () => {
  root = await create({ name: `Test root ${uniq()}` })
})
afterAll(async () => {
  await removeAll()
})

describe("type categories: auth", () => {
  it("needs an admin login for every admin route", async () => {
    const id = root.id
    const calls: [string, string][] = [
      ["GET", "/admin/type-categories"],
      ["POST", "/admin/type-categories"],
      ["GET", `/admin/type-categories/${id}`],
      ["POST", `/admin/type-categories/${id}`],
      ["PATCH", `/admin/type-categories/${id}`],
      ["DELETE", `/admin/type-categories/${id}`],
      ["POST", `/admin/type-categories/${id}/move`],
      ["GET", "/admin/type-categories/manufacturers"],
    ]
    for (const [method, path] of calls) {
      const res = await anonymous(path, { method, json: method === "GET" || method === "DELETE" ? undefined : { name: "x" } })
      expect(res.status, `${method} ${path}`).toBe(401)
    }
    expect((await admin(`/admin/type-categories/${id}`)).status).toBe(200)
  })
})

describe("type categories: create and edit", () => {
  it("creates a category with defaults under a parent, as its last child", async () => {
    const first = await create({ name: "First", parent_id: root.id })
    const second = await create({ name: "Second", parent_id: root.id })
    expect(second).toMatchObject({
      parent_id: root.id,
      rank: 1,
      for_display: true,
      for_buyout: false,
      for_service: false,
      filterable: false,
      meilisearch_boost: "1",
      manufacturers: [],
      has_children: false,
      product_count: 0,
    })
    expect(await childIds(root.id)).toEqual([first.id, second.id])
    expect(flatten(await tree()).find((n) => n.id === root.id)!.has_children).toBe(true)
  })

  it("stores every field; a decimal comma in meilisearch_boost is stored with a dot", async () => {
    const path = `test-${uniq()}`
    const c = await create({
      name: "Všechna pole",
      parent_id: root.id,
      seo_name: `seo-${path}`,
      url_path: `/${path}/`,
      for_display: false,
      for_buyout: true,
      for_service: true,
      filterable: true,
      manufacturers: ["Apple", "Samsung", "Apple"],
      photo: "https://cdn.example.com/cat.jpg",
      type_device: "phone",
      meilisearch_boost: "1,5",
    })
    expect(c).toMatchObject({
      seo_name: `seo-${path}`,
      url_path: path,
      path,
      for_display: false,
      for_buyout: true,
      for_service: true,
      filterable: true,
      manufacturers: ["Apple", "Samsung"],
      photo: "https://cdn.example.com/cat.jpg",
      type_device: "phone",
      meilisearch_boost: "1.5",
    })
    const described = await post(`/admin/type-categories/${c.id}`, { description: "Popis" })
    expect(described.body.type_category.description).toBe("Popis")
    const updated = await post(`/admin/type-categories/${c.id}`, { name: "Přejmenováno", meilisearch_boost: "0,25", url_path: "", description: "" })
    expect(updated.status).toBe(200)
    expect(updated.body.type_category).toMatchObject({
      name: "Přejmenováno",
      meilisearch_boost: "0.25",
      url_path: null,
      path: `seo-${path}`,
      description: null,
    })
    const patched = await admin(`/admin/type-categories/${c.id}`, { method: "PATCH", json: { meilisearch_boost: 2 } })
    expect(patched.body.type_category.meilisearch_boost).toBe("2")
  })

  it("answers 400 naming each invalid field", async () => {
    const bad = await post("/admin/type-categories", { name: "", meilisearch_boost: "abc" })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["meilisearch_boost", "name"])
    expect(bad.body.error_codes).toMatchObject({ meilisearch_boost: "not_decimal", name: "required" })

    for (const value of ["abc", "-1", "1,2,3", "1e3", ""]) {
      const res = await post(`/admin/type-categories/${root.id}`, { meilisearch_boost: value })
      expect(res.status, value).toBe(400)
      expect(Object.keys(res.body.errors), value).toEqual(["meilisearch_boost"])
    }
    const types = await post(`/admin/type-categories/${root.id}`, { for_display: "maybe", manufacturers: "Apple" })
    expect(types.status).toBe(400)
    expect(Object.keys(types.body.errors).sort()).toEqual(["for_display", "manufacturers"])

    const path = await post(`/admin/type-categories/${root.id}`, { url_path: "Není cesta!" })
    expect(path.status).toBe(400)
    expect(path.body.error_codes).toEqual({ url_path: "invalid_path" })

    const taken = await post(`/admin/type-categories/${root.id}`, {
      seo_name: (await tree())[0].handle === root.handle ? (await tree())[1].handle : (await tree())[0].handle,
    })
    expect(taken.status).toBe(400)
    expect(taken.body.error_codes).toEqual({ seo_name: "path_taken" })

    const parent = await post("/admin/type-categories", { name: "Orphan", parent_id: "pcat_missing" })
    expect(parent.status).toBe(400)
    expect(parent.body.error_codes).toEqual({ parent_id: "not_found" })

    expect((await admin("/admin/type-categories/pcat_missing")).status).toBe(400)
    expect((await post(`/admin/type-categories/${root.id}`, {})).status).toBe(200)
  })

  it("generates the handle from the name with diacritics folded, and saves it again unchanged", async () => {
    const suffix = uniq()
    const console_ = await create({ name: `Herní konzole ${suffix}`, parent_id: root.id })
    expect(console_.handle).toBe(`herni-konzole-${suffix}`)
    const renamed = await post(`/admin/type-categories/${console_.id}`, { name: `Herní konzole a ovladače ${suffix}`, handle: console_.handle })
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200)
    expect(renamed.body.type_category.handle).toBe(`herni-konzole-${suffix}`)
  })

  it("still edits a category whose older handle kept its diacritics; a new invalid handle is refused", async () => {
    const legacy = await create({ name: `Legacy ${uniq()}`, parent_id: root.id })
    const handle = `herní-konzole-${uniq()}`
    const client = db()
    await client.connect()
    await client.query("update product_category set handle = $1 where id = $2", [handle, legacy.id])
    await client.end()

    const saved = await post(`/admin/type-categories/${legacy.id}`, { name: "Herní konzole", handle, description: "Konzole" })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.type_category).toMatchObject({ name: "Herní konzole", handle, description: "Konzole" })

    const changed = await post(`/admin/type-categories/${legacy.id}`, { handle: `${handle}-2` })
    expect(changed.status).toBe(400)
    expect(changed.body.error_codes).toEqual({ handle: "invalid_path" })
  })
})

describe("type categories: move", () => {
  it("moves left/right of a sibling and to first/last child; ranks persist and the tree stays consistent", async () => {
    const parent = await create({ name: "Move parent", parent_id: root.id })
    const [a, b, c] = [
      await create({ name: "A", parent_id: parent.id }),
      await create({ name: "B", parent_id: parent.id }),
      await create({ name: "C", parent_id: parent.id }),
    ]
    const move = (id: string, target: string | null, position: string) => post(`/admin/type-categories/${id}/move`, { target, position })

    expect((await move(c.id, a.id, "left")).status).toBe(200)
    expect(await childIds(parent.id)).toEqual([c.id, a.id, b.id])
    expect((await move(c.id, b.id, "right")).status).toBe(200)
    expect(await childIds(parent.id)).toEqual([a.id, b.id, c.id])
    expect((await move(b.id, parent.id, "first-child")).status).toBe(200)
    expect(await childIds(parent.id)).toEqual([b.id, a.id, c.id])

    // Into another parent (with its subtree) and back.
    const grandchild = await create({ name: "A1", parent_id: a.id })
    expect((await move(a.id, root.id, "first-child")).status).toBe(200)
    expect((await childIds(root.id))[0]).toBe(a.id)
    expect(await childIds(parent.id)).toEqual([b.id, c.id])
    expect(await childIds(a.id)).toEqual([grandchild.id])
    await expectConsistentTree()

    const patched = await admin(`/admin/type-categories/${a.id}/move`, { method: "PATCH", json: { target: c.id, position: "right" } })
    expect(patched.status).toBe(200)
    expect(patched.body.type_category.parent_id).toBe(parent.id)
    expect(await childIds(parent.id)).toEqual([b.id, c.id, a.id])
    await expectConsistentTree()

    // Changing the parent in the edit form moves it to the end of the new parent.
    expect((await post(`/admin/type-categories/${b.id}`, { parent_id: a.id })).status).toBe(200)
    expect(await childIds(a.id)).toEqual([grandchild.id, b.id])
    await expectConsistentTree()
  })

  it("refuses to move a category under itself or its descendant (400 on name), changing nothing", async () => {
    const top = await create({ name: "Top", parent_id: root.id })
    const mid = await create({ name: "Mid", parent_id: top.id })
    const leaf = await create({ name: "Leaf", parent_id: mid.id })
    const before = await tree()
    for (const [target, position] of [
      [leaf.id, "first-child"],
      [leaf.id, "left"],
      [mid.id, "last-child"],
      [top.id, "first-child"],
    ]) {
      const res = await post(`/admin/type-categories/${top.id}/move`, { target, position })
      expect(res.status, `${target} ${position}`).toBe(400)
      expect(Object.keys(res.body.errors)).toEqual(["name"])
    }
    const viaForm = await post(`/admin/type-categories/${top.id}`, { parent_id: leaf.id, name: "Nope" })
    expect(viaForm.status).toBe(400)
    expect(viaForm.body.errors.name).toBeTruthy()
    expect(await tree()).toEqual(before)

    const invalid = await post(`/admin/type-categories/${top.id}/move`, { target: "pcat_missing", position: "middle" })
    expect(invalid.status).toBe(400)
    expect(Object.keys(invalid.body.errors)).toEqual(["position"])
    const missing = await post(`/admin/type-categories/${top.id}/move`, { target: "pcat_missing", position: "left" })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.errors)).toEqual(["target"])
  })
})

describe("type categories: delete", () => {
  it("moves children up into its place and unassigns its products, keeping the products", async () => {
    const parent = await create({ name: "Del parent", parent_id: root.id })
    const before = await create({ name: "Before", parent_id: parent.id })
    const doomed = await create({ name: "Doomed", parent_id: parent.id })
    const after = await create({ name: "After", parent_id: parent.id })
    const x = await create({ name: "X", parent_id: doomed.id })
    const y = await create({ name: "Y", parent_id: doomed.id })
    const xChild = await create({ name: "X1", parent_id: x.id })

    const grid = await admin("/admin/product-categories-bulk/products?limit=2")
    const productIds = grid.body.products.map((p: any) => p.id)
    expect((await post("/admin/product-categories-bulk/add", { masterProductIds: productIds, typeCategoryIds: [doomed.id] })).body.added).toBe(2)
    expect(flatten(await tree()).find((n) => n.id === doomed.id)!.product_count).toBe(2)

    const res = await admin(`/admin/type-categories/${doomed.id}`, { method: "DELETE" })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ id: doomed.id, deleted: true, moved_children: 2, unassigned_products: 2 })
    expect(await childIds(parent.id)).toEqual([before.id, x.id, y.id, after.id])
    expect(await childIds(x.id)).toEqual([xChild.id])
    expect(flatten(await tree()).some((n) => n.id === doomed.id)).toBe(false)
    for (const id of productIds) expect((await admin(`/admin/products/${id}?fields=id`)).status).toBe(200)
    await expectConsistentTree()

    expect((await admin(`/admin/type-categories/${doomed.id}`, { method: "DELETE" })).status).toBe(400)
  })
})

describe("store: menu", () => {
  it("lists displayed categories in rank order with their storefront path; hidden ones and their subtrees are left out", async () => {
    const slug = `menu-${uniq()}`
    const shown = await create({ name: "Shown", parent_id: root.id, url_path: slug })
    const hidden = await create({ name: "Hidden", parent_id: root.id, for_display: false })
    await create({ name: "Under hidden", parent_id: hidden.id })
    await post(`/admin/type-categories/${shown.id}/move`, { target: root.id, position: "first-child" })

    const res = await store("/store/type-categories")
    expect(res.status).toBe(200)
    const menuRoot = res.body.type_categories.find((n: any) => n.id === root.id)
    expect(menuRoot.children[0]).toMatchObject({ id: shown.id, path: slug, name: "Shown" })
    expect(flatten(res.body.type_categories).some((n: any) => n.id === hidden.id || n.name === "Under hidden")).toBe(false)
    expect(JSON.stringify(res.body)).not.toContain("meilisearch_boost")

    const buyout = await store("/store/type-categories?selector=buyout")
    expect(buyout.body.type_categories.length).toBeGreaterThan(0)
    expect((await store("/store/type-categories?selector=nope")).status).toBe(400)
    expect((await anonymous("/store/type-categories")).status).toBe(400)
  })
})

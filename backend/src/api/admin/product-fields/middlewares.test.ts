import { describe, expect, it, vi } from "vitest"
import { PRODUCT_FIELD_MESSAGE_KEYS } from "@electroshop/contracts/product-fields"
import { t } from "../../../lib/shop/messages"
import { adminProductFieldMiddlewares, PRODUCT_FIELD_ROUTES } from "./middlewares"

/** Runs the middleware Express would run for POST `path` (the first matching route), as Medusa calls it. */
function post(path: string, body: unknown) {
  const route = adminProductFieldMiddlewares.find((r) => (r.matcher as RegExp).test(path))
  if (!route) return { matched: false as const }
  const req: any = { method: "POST", path, body }
  const next = vi.fn()
  ;(route.middlewares![0] as any)(req, {}, next)
  return { matched: true as const, req, error: next.mock.calls[0]?.[0] }
}

describe("product fields on Medusa's product routes", () => {
  it("matches the seven write routes and none of Medusa's other product routes", () => {
    const matched = (path: string) => PRODUCT_FIELD_ROUTES.filter((r) => r.matcher.test(path)).length
    for (const path of [
      "/admin/products",
      "/admin/products/",
      "/admin/products/batch",
      "/admin/products/prod_01",
      "/admin/products/prod_01/variants",
      "/admin/products/prod_01/variants/batch",
      "/admin/products/prod_01/variants/variant_01",
      "/ADMIN/Products/prod_01/",
    ])
      expect(matched(path), path).toBe(1)
    for (const path of [
      "/admin/products/export",
      "/admin/products/import",
      "/admin/products/imports",
      "/admin/products/imports/tx_1/confirm",
      "/admin/products/prod_01/options",
      "/admin/products/prod_01/variants/inventory-items/batch",
      "/admin/products/prod_01/variants/variant_01/inventory-items",
      "/admin/products/prod_01/variants/variant_01/images/batch",
      "/admin/product-variants",
      "/admin/products-extra",
      "/store/products/prod_01",
    ])
      expect(matched(path), path).toBe(0)
    expect(adminProductFieldMiddlewares.every((r) => r.matcher instanceof RegExp && r.methods?.join() === "POST")).toBe(true)
  })

  it("answers the shop's 400 naming each bad field, in the shop language", () => {
    const { error } = post("/admin/products/prod_01/variants/variant_01", { title: "x", ean: "4006381333932", weight: 1.5, width: 301 })
    expect(error).toMatchObject({
      status: 400,
      body: {
        code: "validation_error",
        errors: { ean: [t("invalid_ean")], weight: [t("invalid_weight")], width: [t("invalid_dimension")] },
        error_codes: { ean: "invalid_ean", weight: "invalid_weight", width: "invalid_dimension" },
      },
    })
    expect(error.body.message).toBe(`ean: ${t("invalid_ean")}; weight: ${t("invalid_weight")}; width: ${t("invalid_dimension")}`)
    for (const key of PRODUCT_FIELD_MESSAGE_KEYS) for (const locale of ["cs", "ro"] as const) expect(t(key, {}, locale), `${key} ${locale}`).not.toBe(key)

    const created = post("/admin/products", { title: "Kabel", weight: 180, variants: [{ title: "A" }, { title: "B", ean: "123" }] })
    expect(created.error.body.errors).toEqual({ "variants.1.ean": [t("invalid_ean")] })
    const batch = post("/admin/products/prod_01/variants/batch", { update: [{ id: "v", barcode: " 1" }] })
    expect(batch.error.body.errors).toEqual({ "update.0.barcode": [t("invalid_barcode")] })
    const products = post("/admin/products/batch", { create: [{ title: "A", variants: [{ upc: "036000291453" }] }] })
    expect(products.error.body.errors).toEqual({ "create.0.variants.0.upc": [t("invalid_upc")] })
  })

  it("lets valid values, clearing and every other field through untouched, without validatedBody", () => {
    const body = { title: "x", options: { Barva: "černá" }, ean: "4006381333931", upc: null, barcode: null, weight: 180, width: 7.5, height: 15, length: 2 }
    const copy = structuredClone(body)
    const { req, error } = post("/admin/products/prod_01/variants/variant_01", body)
    expect(error).toBeUndefined()
    expect(req.body).toBe(body)
    expect(body).toEqual(copy)
    expect(req.validatedBody).toBeUndefined()
    // Shapes that are not these fields' business are left to Medusa's validator.
    expect(post("/admin/products", { variants: "none" }).error).toBeUndefined()
    expect(post("/admin/products", undefined).error).toBeUndefined()
  })

  it("turns an empty string in these fields into null, so it clears them (and nothing else)", () => {
    const variant = { title: "", ean: "", upc: "", barcode: "", weight: "", width: "", height: "", length: "", sku: "" }
    expect(post("/admin/products/prod_01/variants/variant_01", variant).error).toBeUndefined()
    expect(variant).toEqual({ title: "", ean: null, upc: null, barcode: null, weight: null, width: null, height: null, length: null, sku: "" })

    const product = { title: "A", ean: "", weight: "", variants: [{ barcode: "" }, "x"] }
    expect(post("/admin/products", product).error).toBeUndefined()
    // A product has no codes: Medusa refuses `ean` there as an unknown field, as sent.
    expect(product).toEqual({ title: "A", ean: "", weight: null, variants: [{ barcode: null }, "x"] })

    const batch = { create: [{ title: "B", variants: [{ upc: "" }] }], update: [{ id: "p", length: "" }], delete: [""] }
    expect(post("/admin/products/batch", batch).error).toBeUndefined()
    expect(batch).toEqual({ create: [{ title: "B", variants: [{ upc: null }] }], update: [{ id: "p", length: null }], delete: [""] })

    const variants = { create: [{ ean: "" }], update: [{ id: "v", weight: "" }] }
    expect(post("/admin/products/prod_01/variants/batch", variants).error).toBeUndefined()
    expect(variants).toEqual({ create: [{ ean: null }], update: [{ id: "v", weight: null }] })

    // A refused body is left as it came.
    const refused = { ean: "", weight: 0 }
    expect(post("/admin/products/prod_01/variants", refused).error.body.errors).toEqual({ weight: [t("invalid_weight")] })
    expect(refused).toEqual({ ean: "", weight: 0 })
  })
})

import { describe, expect, it } from "vitest"
import { VARIANT, anonymous } from "../../helpers/api"

describe("GET /public/storefront-config", () => {
  it("hands the storefront a working publishable key without authentication", async () => {
    const { status, body } = await anonymous("/public/storefront-config")
    expect(status).toBe(200)
    expect(body.variant).toBe(VARIANT)
    expect(body.publishable_key).toMatch(/^pk_/)

    const regions = await anonymous("/store/regions", { headers: { "x-publishable-api-key": body.publishable_key } })
    expect(regions.status).toBe(200)
    expect(regions.body.regions.map((r: any) => r.currency_code).sort()).toEqual(["czk", "ron"])
  })

  it("the store API refuses calls without the key", async () => {
    const { status } = await anonymous("/store/products")
    expect(status).toBe(400)
  })
})

describe("admin API", () => {
  it("requires authentication", async () => {
    const { status } = await anonymous("/admin/orders")
    expect(status).toBe(401)
  })
})

describe("GET /public/images/device/:kind.svg", () => {
  it("draws a product placeholder and rejects unknown kinds", async () => {
    const ok = await anonymous("/public/images/device/phone.svg?color=1f2328&label=iPhone%2016")
    expect(ok.status).toBe(200)
    expect(ok.headers.get("content-type")).toContain("image/svg+xml")
    expect(ok.body).toContain("iPhone 16")
    const unknown = await anonymous("/public/images/device/fridge.svg")
    expect(unknown.status).toBe(404)
    // The shop's one error shape, as every other refusal.
    expect(unknown.body).toMatchObject({ code: "not_found", message: "Image not found" })
  })
})

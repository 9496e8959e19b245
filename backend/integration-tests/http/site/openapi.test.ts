import { describe, expect, it } from "vitest"
import { admin, anonymous, store } from "../../helpers/api"

/** The OpenAPI documents of the shop's own routes, generated from their validators (src/api/openapi), as the started shop serves them. */
describe("OpenAPI documents", () => {
  it("GET /store/openapi.json answers the store routes' document to any holder of the publishable key, cacheable", async () => {
    const res = await store("/store/openapi.json")
    expect(res.status).toBe(200)
    expect(res.headers.get("content-type")).toContain("application/json")
    expect(res.headers.get("cache-control")).toContain("public")
    expect(res.body).toMatchObject({ openapi: "3.1.0", info: { title: expect.stringContaining("store"), version: expect.any(String) } })
    expect(Object.keys(res.body.paths).every((p) => p.startsWith("/store/"))).toBe(true)
    const review = res.body.paths["/store/reviews"].post.requestBody.content["application/json"].schema
    expect(review.required).toEqual(expect.arrayContaining(["product_id", "rating", "text"]))
    expect(res.body.components.schemas.ErrorBody).toBeDefined()
  })

  it("GET /admin/openapi.json answers the admin routes' document to a signed-in user only", async () => {
    expect((await anonymous("/admin/openapi.json")).status).toBe(401)
    const res = await admin("/admin/openapi.json")
    expect(res.status).toBe(200)
    expect(res.body.openapi).toBe("3.1.0")
    expect(Object.keys(res.body.paths).every((p) => p.startsWith("/admin/"))).toBe(true)
    expect(res.body.paths["/admin/buyouts"].get.parameters.map((p: { name: string }) => p.name)).toContain("status")
  })
})

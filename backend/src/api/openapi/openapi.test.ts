import { StoreCreateReviewSchema } from "@electroshop/contracts/review"
import { beforeAll, describe, expect, it } from "vitest"
import { API_DIR, findRoutes, generateOpenApiDocument, type OpenApiDocument } from "."
import { middlewareDescription } from "../hardening"
import middlewareConfig from "../middlewares"
import type { LoadRoute } from "./route-files"

// Under vitest the route modules are TypeScript: vite's import() reads them (the backend uses Medusa's require).
const load: LoadRoute = (file) => import(file)

describe("OpenAPI documents of the shop's routes", () => {
  let store: OpenApiDocument
  let admin: OpenApiDocument
  let routes: Awaited<ReturnType<typeof findRoutes>>

  beforeAll(async () => {
    routes = await findRoutes(API_DIR, load)
    ;[store, admin] = await Promise.all([generateOpenApiDocument("store", load), generateOpenApiDocument("admin", load)])
  }, 300_000)

  it("is OpenAPI 3.1 named after the backend package, and JSON as it is", () => {
    for (const document of [store, admin]) {
      expect(document.openapi).toBe("3.1.0")
      expect(document.info.title).toContain("@electroshop/backend")
      expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/)
      expect(JSON.parse(JSON.stringify(document))).toEqual(document)
    }
  })

  it("holds every route file under /store and /admin with each method it exports", () => {
    const shop = routes.filter((r) => /^\/(store|admin)\//.test(r.path))
    expect(shop.length).toBeGreaterThan(100)
    for (const route of shop) {
      const document = route.path.startsWith("/store/") ? store : admin
      expect(route.methods.length, route.path).toBeGreaterThan(0)
      expect(Object.keys(document.paths[route.openapiPath] ?? {}).sort(), route.path).toEqual(route.methods.map((m) => m.toLowerCase()).sort())
    }
    // Exports Medusa serves that a text search would miss: destructured and re-exported handlers.
    expect(Object.keys(admin.paths["/admin/buyout/types"])).toEqual(expect.arrayContaining(["get", "post"]))
    expect(admin.paths["/admin/pickup-points/{id}"].get).toBeDefined()
    expect(Object.keys(store.paths).every((p) => p.startsWith("/store/"))).toBe(true)
    expect(Object.keys(admin.paths).every((p) => p.startsWith("/admin/"))).toBe(true)
  })

  it("gives POST /store/reviews the body of StoreCreateReviewSchema, behind the customer's sign-in", () => {
    const post = store.paths["/store/reviews"].post
    const schema = post.requestBody.content["application/json"].schema
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(StoreCreateReviewSchema.shape).sort())
    expect(schema.required.sort()).toEqual(["product_id", "rating", "text"])
    expect(schema.properties.rating).toMatchObject({ type: "integer", minimum: 1, maximum: 5 })
    expect(schema.additionalProperties).toBe(false)
    expect(post.requestBody.required).toBe(true)
    expect(post.security).toEqual([
      { publishableKey: [], customerSession: [] },
      { publishableKey: [], customerBearer: [] },
    ])
    expect(post.responses["400"]).toEqual({ $ref: "#/components/responses/BadRequest" })
  })

  it("lists a validated query's fields as query parameters, required only where the parse requires them", () => {
    const parameters = store.paths["/store/reviews"].get.parameters
    expect(parameters.map((p: any) => p.name).sort()).toEqual(["limit", "offset", "product_id", "sort"])
    expect(parameters.find((p: any) => p.name === "product_id")).toMatchObject({ in: "query", required: true })
    expect(parameters.find((p: any) => p.name === "sort")).toMatchObject({ required: false, schema: { enum: expect.arrayContaining(["newest"]) } })
    expect(store.paths["/store/reviews"].get.security).toBeUndefined()
  })

  it("keeps a route without a validator, with its path parameters", () => {
    const helpful = store.paths["/store/reviews/{id}/helpful"].post
    expect(helpful.requestBody).toBeUndefined()
    expect(helpful.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }])
    expect(store.paths["/store/openapi.json"].get).toMatchObject({ operationId: "getStoreOpenapiJson" })
  })

  it("answers errors with the shop's one error body, and signs in per API", () => {
    for (const document of [store, admin]) {
      expect(document.components.schemas.ErrorBody).toMatchObject({
        type: "object",
        required: ["message", "code"],
        properties: { errors: expect.any(Object), error_codes: expect.any(Object) },
      })
      expect(document.components.responses.BadRequest.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/ErrorBody" })
    }
    expect(store.security).toEqual([{ publishableKey: [] }])
    expect(admin.security).toEqual([{ adminBearer: [] }, { adminSession: [] }, { adminApiKey: [] }])
    expect(admin.paths["/admin/reviews"].get.responses["401"]).toBeDefined()
  })

  it("knows every sign-in of the middleware config (Medusa's authenticate directly would leave it out)", () => {
    const unknown = middlewareConfig.routes!.flatMap((entry) =>
      (entry.middlewares ?? []).filter((m) => m.name === "authenticateMiddleware" && !middlewareDescription(m)?.auth).map(() => String(entry.matcher)),
    )
    expect(unknown).toEqual([])
  })

  it("has unique operation ids and no JSON Schema references outside the document", () => {
    const operations = [store, admin].flatMap((d) => Object.values(d.paths).flatMap((ops) => Object.values(ops)))
    const ids = operations.map((o) => o.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    const refs = JSON.stringify([store, admin]).match(/"\$ref":"[^"]*"/g) ?? []
    for (const ref of refs) expect(ref).toMatch(/"#\/components\/(schemas|responses)\/\w+"/)
  })
})

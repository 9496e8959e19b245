import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
// The fake Fastly server is plain JS shared with the launcher (scripts/lib/stack.mjs starts it for test runs).
import { FAKE_FASTLY_SERVICE_ID, FAKE_FASTLY_TOKEN, startFakeFastly } from "../../../../scripts/lib/fake-fastly.mjs"
import { admin, anonymous, store } from "../../helpers/api"
import { clearFastlyCalls, fastlyCalls } from "../../helpers/fastly"
import CdnPurgeService from "../../../src/modules/cdn-purge/service"
import { POST as purgeRoute } from "../../../src/api/admin/cdn/purge/route"

/**
 * The CDN purge against a local server speaking Fastly's purge API. The
 * backend under test was started with FASTLY_API_URL pointing at it
 * (scripts/test.mjs → FAKE_FASTLY_URL); without that variable the server is
 * started here on TEST_FAKE_FASTLY_PORT (1190), where such a backend points.
 */
let fastlyUrl = process.env.FAKE_FASTLY_URL ?? ""
let stopFake: (() => Promise<void>) | null = null

beforeAll(async () => {
  if (!fastlyUrl) {
    const fake = await startFakeFastly({ port: Number(process.env.TEST_FAKE_FASTLY_PORT || 1190) })
    fastlyUrl = fake.url
    stopFake = fake.stop
  }
})
afterAll(async () => {
  await stopFake?.()
})
// The backend purges by itself after catalogue changes of earlier test files; those must settle first.
beforeEach(() => clearFastlyCalls(fastlyUrl))

const calls = () => fastlyCalls(fastlyUrl)
const purge = (body: unknown) => admin("/admin/cdn/purge", { method: "POST", json: body })

describe("admin CDN purge: access and validation", () => {
  it("needs an admin login", async () => {
    expect((await anonymous("/admin/cdn/purge")).status).toBe(401)
    expect((await anonymous("/admin/cdn/purge", { method: "POST", json: { mode: "full" } })).status).toBe(401)
    expect(await calls()).toEqual([])
  })

  it("says whether a CDN is configured and which keys the Default tab sends", async () => {
    const { status, body } = await admin("/admin/cdn/purge")
    expect(status).toBe(200)
    expect(body).toEqual(
      expect.objectContaining({ configured: true, provider: "fastly", service_id: FAKE_FASTLY_SERVICE_ID, default_keys: ["html", "endpoint"] }),
    )
    expect(JSON.stringify(body)).not.toContain(FAKE_FASTLY_TOKEN)
  })

  it("answers 400 naming the field", async () => {
    const cases: [unknown, string][] = [
      [{}, "mode"],
      [{ mode: "everything" }, "mode"],
      [{ mode: "key" }, "keys"],
      [{ mode: "key", keys: [] }, "keys"],
      [{ mode: "key", keys: ["two words"] }, "keys.0"],
      [{ mode: "url" }, "url"],
      [{ mode: "url", url: "ftp://example.com/x" }, "url"],
      [{ mode: "full", soft_purge: true }, "soft_purge"],
      [{ mode: "key", keys: ["html"], soft_purge: "yes" }, "soft_purge"],
    ]
    for (const [body, field] of cases) {
      const res = await purge(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message, JSON.stringify(body)).toContain(`${field}:`)
    }
    expect(await calls()).toEqual([])
  })
})

describe("admin CDN purge against the Fastly purge API", () => {
  it("Default: purges the keys for html and endpoint in one batch call with the token", async () => {
    const { status, body } = await purge({ mode: "key", keys: ["html", "endpoint"] })
    expect(status).toBe(200)
    expect(body).toEqual(expect.objectContaining({ purged: true, mode: "key", keys: ["html", "endpoint"], soft_purge: false }))
    expect(Object.keys(body.fastly).sort()).toEqual(["endpoint", "html"])
    expect(Array.isArray(body.backend_cache)).toBe(true)
    const [call, ...rest] = await calls()
    expect(rest).toEqual([])
    expect(call).toEqual(
      expect.objectContaining({
        method: "POST",
        path: `/service/${FAKE_FASTLY_SERVICE_ID}/purge`,
        keys: ["html", "endpoint"],
        token: FAKE_FASTLY_TOKEN,
        soft: false,
      }),
    )
  })

  it("one key goes to /purge/{key}; soft purge sends Fastly-Soft-Purge: 1", async () => {
    const { status } = await purge({ mode: "key", keys: ["product-apple-iphone-16"], soft_purge: true })
    expect(status).toBe(200)
    expect(await calls()).toEqual([
      expect.objectContaining({
        path: `/service/${FAKE_FASTLY_SERVICE_ID}/purge/product-apple-iphone-16`,
        keys: ["product-apple-iphone-16"],
        soft: true,
        token: FAKE_FASTLY_TOKEN,
      }),
    ])
  })

  it("a key with letters outside Latin-1 is sent as the storefront tags its pages, typed either way", async () => {
    const { status, body } = await purge({ mode: "key", keys: ["product-telefonů", "category-accesorii-%C8%99"] })
    expect(status).toBe(200)
    expect(body.keys).toEqual(["product-telefon%C5%AF", "category-accesorii-%C8%99"])
    expect(await calls()).toEqual([expect.objectContaining({ keys: ["product-telefon%C5%AF", "category-accesorii-%C8%99"] })])
  })

  it("purges a URL (a path is taken on the shop's public address)", async () => {
    const { status, body } = await purge({ mode: "url", url: "/p/apple-iphone-16?variant=x" })
    expect(status).toBe(200)
    expect(body.url).toMatch(/^[^/]+\/p\/apple-iphone-16\?variant=x$/)
    const [call] = await calls()
    expect(call).toEqual(expect.objectContaining({ kind: "url", token: FAKE_FASTLY_TOKEN }))
    expect(call.url).toBe(body.url)

    await fetch(`${fastlyUrl}/__calls`, { method: "DELETE" })
    expect((await purge({ mode: "url", url: "https://shop.example/telefony" })).status).toBe(200)
    expect((await calls())[0].url).toBe("shop.example/telefony")
  })

  it("Purge All calls purge_all", async () => {
    const { status, body } = await purge({ mode: "full" })
    expect(status).toBe(200)
    expect(body).toEqual(expect.objectContaining({ purged: true, mode: "full" }))
    expect(await calls()).toEqual([expect.objectContaining({ path: `/service/${FAKE_FASTLY_SERVICE_ID}/purge_all`, kind: "all", token: FAKE_FASTLY_TOKEN })])
  })

  it("reports a refused purge as 502 with Fastly's status, not a 500", async () => {
    await fetch(`${fastlyUrl}/__fail`, { method: "POST", body: JSON.stringify({ status: 503 }) })
    const { status, body } = await purge({ mode: "key", keys: ["html"] })
    expect(status).toBe(502)
    expect(body).toEqual(expect.objectContaining({ code: "cdn_purge_failed", upstream_status: 503 }))
    expect(body.message).toContain("503")
  })
})

describe("without FASTLY_API_TOKEN / FASTLY_SERVICE_ID", () => {
  it("the service refuses with a clear message and the route answers 503, not 500", async () => {
    const unconfigured = new CdnPurgeService({}, {})
    expect(unconfigured.isConfigured()).toBe(false)
    await expect(unconfigured.purge({ mode: "full" })).rejects.toThrow("No CDN is configured")

    const sent: { status: number; body: any } = { status: 200, body: null }
    const res: any = {
      status(code: number) {
        sent.status = code
        return res
      },
      json(body: unknown) {
        sent.body = body
        return res
      },
    }
    // Called without the middlewares: the body as `validateBody` (admin/cdn/middlewares.ts) leaves it.
    const req: any = { validatedBody: { mode: "key", keys: ["html"] }, scope: { resolve: (key: string) => (key === "cdnPurge" ? unconfigured : undefined) } }
    await purgeRoute(req, res)
    expect(sent.status).toBe(503)
    expect(sent.body).toEqual(expect.objectContaining({ code: "cdn_not_configured" }))
    expect(sent.body.message).toContain("No CDN is configured")
  })
})

describe("store API answers carry the CDN tags the Default purge uses", () => {
  it("public answers: Surrogate-Key endpoint (+ resource), Surrogate-Control max-age", async () => {
    const { status, headers } = await store("/store/products?limit=1")
    expect(status).toBe(200)
    expect(headers.get("surrogate-key")?.split(" ")).toEqual(["endpoint", "endpoint-products"])
    expect(headers.get("surrogate-control")).toMatch(/^max-age=\d+$/)
    const categories = await store("/store/product-categories?limit=1")
    expect(categories.headers.get("surrogate-key")).toContain("endpoint")
  })

  it("a shopper's own data is never kept by the CDN", async () => {
    const { headers } = await store("/store/carts/cart_does_not_exist")
    expect(headers.get("surrogate-key")).toContain("endpoint")
    expect(headers.get("surrogate-control")).toBe("no-store")
  })
})

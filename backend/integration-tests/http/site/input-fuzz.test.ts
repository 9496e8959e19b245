import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { findRoutes } from "../../../src/api/openapi/route-files"
import { BACKEND_URL, VARIANT, admin, anonymous, db, getPublishableKey, store } from "../../helpers/api"

/**
 * Hostile input over every route the shop adds: each answer must be below
 * 500. Routes come from the file system (`src/api/**\/route.ts` and the
 * methods their modules export, found as the OpenAPI documents find them:
 * src/api/openapi/route-files), so a new route is fuzzed without touching this file.
 * Ids in paths never exist, and whatever a create accepted is deleted again
 * through the route's own DELETE, so other test files see no trace.
 */

const API_DIR = path.resolve(__dirname, "../../../src/api")
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const
type Method = (typeof METHODS)[number]
type Route = { path: string; method: Method; fields: string[]; hasDelete: boolean }

const MISSING_ID = "fuzz_missing_id"
// Rate-limited buy-out routes count per client address: the fuzz counts as a client of its own.
const FUZZ_CLIENT = { "x-forwarded-for": "203.0.113.77" }

/** Source of a route file and of the validators or query schemas it imports. */
function inputSource(file: string): string {
  const source = fs.readFileSync(file, "utf8")
  const imported = [...source.matchAll(/from\s+"(\.[^"]+)"/g)]
    .filter(([, rel]) => /validat|query|appraisal/.test(path.basename(rel)))
    .map(([, rel]) => {
      const base = path.resolve(path.dirname(file), rel)
      const candidate = [`${base}.ts`, path.join(base, "index.ts")].find((f) => fs.existsSync(f))
      return candidate ? fs.readFileSync(candidate, "utf8") : ""
    })
  return [source, ...imported].join("\n")
}

/** Probable input names, the route's own first: `query.x` / `body.x` reads and schema keys (`name: z.…`, `name: label,`). */
function fieldNames(source: string): string[] {
  const names = new Set<string>()
  for (const [, name] of source.matchAll(/\b(?:query|body)\??\.([a-z][a-z0-9_]*)/g)) names.add(name)
  for (const [, name] of source.matchAll(/[{,\s]([a-z][a-z0-9_]*)\??\s*:\s*(?:z\.|[a-z][A-Za-z0-9_]*(?:\(\))?(?:\.|,|\s*$))/gm)) names.add(name)
  return [...names].slice(0, 12)
}

async function discoverRoutes(): Promise<Route[]> {
  const routes: Route[] = []
  for (const route of await findRoutes(API_DIR, (file) => import(file))) {
    const exported = route.methods.filter((m): m is Method => (METHODS as readonly string[]).includes(m))
    const fields = fieldNames(inputSource(route.file))
    for (const method of exported) routes.push({ path: route.path, method, fields, hasDelete: exported.includes("DELETE") })
  }
  return routes
}

/** A value that passes most validators for a field of that name, so that one hostile field is what the route sees. */
function plausible(name: string): unknown {
  if (/e_?mail/.test(name)) return "fuzz@example.com"
  if (/^(value|slug|handle|seo_name|url_path)$/.test(name)) return "fuzz-probe"
  if (/^(is_|for_)|filterable/.test(name)) return true
  if (/(^id|_id|target)$/.test(name)) return MISSING_ID
  if (/position|price|amount|limit|offset|page|percent|correction/.test(name)) return 1
  if (/(_from|_to|date)$/.test(name)) return "2024-01-01"
  if (/(ids|fields|choices|manufacturers|opening_hours|products)$/.test(name)) return []
  if (name === "country") return VARIANT
  if (name === "hex") return "#000000"
  if (name === "quality") return "A"
  return "fuzz"
}

const MB_STRING = "x".repeat(1_000_000)
const deepJson = (depth: number) => "[".repeat(depth) + "]".repeat(depth)
/** One hostile value per kind the issue lists; the keys name them in failure messages. */
const HOSTILE_VALUES: Record<string, unknown> = {
  nul: "a\u0000b",
  long: "x".repeat(10_000),
  overflow: 99999999999,
  negative_overflow: -99999999999,
  huge: 1e308,
  fraction: 1.5,
  impossible_date: "2024-13-45",
  february_30: "2024-02-30",
  array: ["a", "b"],
  object: { a: { b: 1 } },
  null: null,
  boolean: true,
  empty: "",
  percent: "%FF",
}
const HOSTILE_QUERY = ["a%00b", "%FF%FE", "%", "99999999999999999999", "-99999999999", "1e308", "2024-13-45", "x".repeat(4000)]
const HOSTILE_IDS = ["%FF%FE", "a%00b", "%C5%99%C3%AD", "99999999999999999999", "x".repeat(3000)]

type Probe = { method: string; path: string; body?: string | Buffer; contentType?: string; label: string }
type Result = { probe: Probe; status: number; body: string; ms: number }

function send(route: Route, probe: Probe) {
  const headers: Record<string, string> = { ...FUZZ_CLIENT }
  if (probe.contentType) headers["content-type"] = probe.contentType
  const init = { method: probe.method, headers, body: probe.body as any }
  if (route.path.startsWith("/admin")) return admin(probe.path, init)
  if (route.path.startsWith("/store")) return store(probe.path, init)
  return anonymous(probe.path, init)
}

/**
 * The probes of one route/method pair. To stay within a couple of minutes,
 * each field gets two hostile values and the kinds rotate over fields and
 * routes, so every kind reaches every route through some field.
 */
function probesFor(route: Route, routeIndex: number): Probe[] {
  const at = (id: string) => route.path.replace(/\[[^\]]+\]/g, id)
  const base = at(MISSING_ID)
  const probes: Probe[] = []
  const add = (label: string, p: Omit<Probe, "label" | "method">) => probes.push({ method: route.method, label, ...p })
  const rotate = <T>(list: T[], i: number) => list[(i + routeIndex) % list.length]
  if (/\[/.test(route.path)) for (const id of HOSTILE_IDS) add(`id ${id.slice(0, 20)}`, { path: at(id) })
  const queryFields = [...new Set(["q", "limit", "offset", ...route.fields])]
  if (route.method === "GET") {
    for (const value of HOSTILE_QUERY) {
      add(`every query field=${value.slice(0, 20)}`, { path: `${base}?${queryFields.map((f) => `${f}=${value}`).join("&")}` })
    }
    queryFields.forEach((field, i) => add(`?${field}=hostile`, { path: `${base}?${field}=${rotate(HOSTILE_QUERY, i)}` }))
    add("nested and repeated query", { path: `${base}?${queryFields.map((f) => `${f}[a][b]=1&${f}=1&${f}=2`).join("&")}` })
    return probes
  }

  const json = (value: unknown) => JSON.stringify(value)
  const plausibleBody = Object.fromEntries(route.fields.map((f) => [f, plausible(f)]))
  add("invalid JSON", { path: base, body: '{"a":', contentType: "application/json" })
  add("deep JSON", { path: base, body: deepJson(5000), contentType: "application/json" })
  add("invalid UTF-8", { path: base, body: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), contentType: "application/json" })
  add("1 MB string", { path: base, body: json({ ...plausibleBody, [route.fields[0] ?? "name"]: MB_STRING }), contentType: "application/json" })
  add("text/plain", { path: base, body: "hello", contentType: "text/plain" })
  add("form", { path: base, body: "a=1&b[c]=2", contentType: "application/x-www-form-urlencoded" })
  add("multipart garbage", { path: base, body: "--x\r\nnonsense", contentType: "multipart/form-data; boundary=x" })
  add("query NUL", { path: `${base}?q=a%00b` })
  for (const [label, value] of Object.entries({ array: [], string: "s", null: null, empty: {} })) {
    add(`body ${label}`, { path: base, body: json(value), contentType: "application/json" })
  }
  if (route.method === "DELETE") return probes
  const kinds = Object.entries(HOSTILE_VALUES)
  route.fields.forEach((field, i) => {
    for (const [label, value] of [rotate(kinds, 2 * i), rotate(kinds, 2 * i + 1)]) {
      add(`${field}=${label}`, { path: base, body: json({ ...plausibleBody, [field]: value }), contentType: "application/json" })
    }
  })
  return probes
}

/** Medusa's own routes get the same global layer. */
const MEDUSA_PROBES: Array<{ route: Route; probe: Probe }> = [
  ["GET", "/store/products/%FF"],
  ["GET", "/store/products/a%00b"],
  ["GET", "/store/products?q=a%00b"],
  ["GET", "/store/products?limit=99999999999999999999"],
  ["GET", "/store/product-categories?handle=%FF%FE"],
  ["GET", "/store/carts/%FF%FE"],
  ["GET", "/admin/products/%FF"],
  ["GET", "/admin/products?q=a%00b"],
  ["GET", "/admin/orders?created_at[$gte]=2024-13-45"],
  ["POST", "/store/carts", '{"a":'],
  ["POST", "/admin/products", JSON.stringify({ title: "a\u0000b" })],
  ["POST", "/admin/products/%FF", JSON.stringify({ title: "x" })],
].map(([method, p, body]) => ({
  route: { path: p!, method: method as Method, fields: [], hasDelete: false },
  probe: { method: method!, path: p!, label: "medusa", body, contentType: body ? "application/json" : undefined },
}))

/** The first string `id` in an answer: what a create returned. */
function createdId(body: unknown): string | undefined {
  if (!body || typeof body !== "object") return undefined
  if (typeof (body as any).id === "string") return (body as any).id
  for (const child of Object.values(body)) {
    const id = createdId(child)
    if (id) return id
  }
  return undefined
}

async function runPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++])
    }),
  )
}

const routes = await discoverRoutes()

describe("hostile input never gets a 5xx", () => {
  const startedAt = new Date()
  const results: Result[] = []

  beforeAll(async () => {
    const jobs = [...routes.flatMap((route, i) => probesFor(route, i).map((probe) => ({ route, probe }))), ...MEDUSA_PROBES]
    const collections = new Set(routes.filter((r) => r.hasDelete).map((r) => r.path.replace(/\/\[[^\]]+\]$/, "")))
    const cleanup: string[] = []
    await runPool(jobs, 6, async ({ route, probe }) => {
      const t0 = Date.now()
      const res = await send(route, probe)
      results.push({ probe, status: res.status, body: JSON.stringify(res.body).slice(0, 300), ms: Date.now() - t0 })
      const id = res.status < 300 && route.method === "POST" && collections.has(route.path) ? createdId(res.body) : undefined
      if (id) cleanup.push(`${route.path}/${id}`)
    })
    for (const p of cleanup) await admin(p, { method: "DELETE" })
  }, 600_000)

  afterAll(async () => {
    // The fuzz's hits on rate-limited routes must not limit the test files after it.
    const client = db()
    await client.connect()
    await client.query("delete from rate_limit_counter where created_at >= $1", [startedAt])
    await client.end()
  })

  it("finds the shop's routes on disk", () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(routes.some((r) => r.path === "/store/buyout/[id]" && r.method === "GET")).toBe(true)
  })

  it("answers every request below 500", () => {
    const failures = results.filter((r) => r.status >= 500)
    console.log(
      `fuzz: ${results.length} requests over ${routes.length} route/method pairs of the shop (+ ${MEDUSA_PROBES.length} probes of Medusa's routes), 5xx: ${failures.length}, slowest ${Math.max(...results.map((r) => r.ms))} ms [${VARIANT}]`,
    )
    expect(failures.map((f) => `${f.status} ${f.probe.method} ${f.probe.path.slice(0, 120)} (${f.probe.label}): ${f.body}`)).toEqual([])
  })
})

describe("malformed requests answer 400 naming the field", () => {
  const expectField = (res: { status: number; body: any }, field: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.code).toBe("validation_error")
    expect(Object.keys(res.body.errors)).toContain(field)
  }

  it("an undecodable path id, on the shop's and Medusa's routes", async () => {
    expectField(await store("/store/buyout/%FF%FE"), "path")
    expectField(await store("/store/products/%FF"), "path")
    expectField(await admin("/admin/buyout/types/%E2%82"), "path")
  })

  it("a NUL byte in a body string or a query value", async () => {
    const sale = await store("/store/buyout/sell-online", { method: "POST", json: { customer_data: { first_name: "a\u0000b" } } })
    expectField(sale, "customer_data.first_name")
    expectField(await admin("/admin/buyouts?q=a%00b"), "q")
    expectField(await store("/store/products?q=a%00b"), "q")
  })

  it("a number beyond the column's range", async () => {
    const res = await admin("/admin/buyout/types", { method: "POST", json: { value: "fuzz-overflow", label: "Fuzz", position: 99999999999 } })
    expectField(res, "position")
  })

  it("an impossible date that matches the pattern", async () => {
    expectField(await admin("/admin/buyouts?created_from=2024-13-45"), "created_from")
    expectField(await admin("/admin/buyouts?created_to=2024-02-30"), "created_to")
  })

  it("a body that is not JSON", async () => {
    const res = await admin("/admin/buyout/types", { method: "POST", body: '{"value":', headers: { "content-type": "application/json" } })
    expectField(res, "body")
  })

  it("says it in the shop's language", async () => {
    const res = await store("/store/buyout/%FF%FE")
    expect(res.body.errors.path[0]).toBe(VARIANT === "cz" ? "Adresa obsahuje neplatně zakódované znaky." : "Adresa conține caractere codificate greșit.")
  })
})

/** A request line with raw bytes (no client library sends those): the status code and how long the answer took. */
async function rawGet(pathBytes: Buffer): Promise<{ status: number; ms: number }> {
  const url = new URL(BACKEND_URL)
  const key = await getPublishableKey()
  return new Promise((resolve, reject) => {
    const t0 = Date.now()
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.write(
        Buffer.concat([
          Buffer.from("GET "),
          pathBytes,
          Buffer.from(` HTTP/1.1\r\nHost: ${url.host}\r\nx-publishable-api-key: ${key}\r\nConnection: close\r\n\r\n`),
        ]),
      )
    })
    let head = ""
    socket.on("data", (chunk) => {
      head += chunk.toString("latin1")
      const match = /^HTTP\/1\.1 (\d{3})/.exec(head)
      if (match) {
        resolve({ status: Number(match[1]), ms: Date.now() - t0 })
        socket.destroy()
      }
    })
    socket.on("error", reject)
    socket.setTimeout(5000, () => {
      socket.destroy()
      reject(new Error("no answer within 5 s"))
    })
  })
}

describe("every URL answers quickly", () => {
  it("paths with non-Latin-1 characters, raw or %-encoded, get an answer below 500 within a second", async () => {
    const paths = ["/store/buyout/příliš-žluťoučký", "/store/€uro", "/store/日本", "/public/images/device/ščř.png", "/store/products/%F0%9F%98%80"]
    for (const p of paths) {
      const raw = await rawGet(Buffer.from(p, "utf8"))
      expect(raw.status, p).toBeLessThan(500)
      expect(raw.ms, p).toBeLessThan(1000)
      // The same path %-encoded, as browsers send it; its Surrogate-Key stays a plain ASCII token.
      const t0 = Date.now()
      const encoded = await store(encodeURI(p))
      expect(encoded.status, p).toBeLessThan(500)
      expect(Date.now() - t0, p).toBeLessThan(1000)
      for (const key of (encoded.headers.get("surrogate-key") ?? "").split(" ").filter(Boolean)) expect(key).toMatch(/^[A-Za-z0-9_.:\-/+%]+$/)
    }
  })
})

#!/usr/bin/env node
/**
 * npm run bench: the issue-9 targets measured in one run, each with pass/fail.
 *  - home, category page and product page at BENCH_CONNECTIONS (10):
 *    req/s against Medusa's store API listing of 20 products with calculated
 *    prices (≥ 20×) and against the same bytes served as a static file by a
 *    bare Node server started here (≥ 0.6×); p95 ≤ 30 ms.
 *  - category page misses at 1 connection: distinct sort/filter combinations,
 *    each asked once, so no page cache can answer; p50 ≤ 150 ms. Product
 *    page misses likewise (20 products not opened since the start), shown
 *    without a target.
 *  - an admin change reaching the pages: a product's title changed BENCH_FRESHNESS_CHANGES (10)
 *    times, each timed from the admin's request until both the product page and its category
 *    page show it (the page cache's invalidation, docs/caching.md): slowest ≤ 1 s (issue 9).
 *    The end-to-end test of the same (e2e/site/page-cache-freshness.spec.ts) proves that the
 *    change shows at all; the figure is this one, measured on a quiet machine.
 *  - the JavaScript a first visit of a product page loads (the modules the
 *    HTML preloads, loads and imports), gzipped: ≤ 100 kB.
 * With --lighthouse (or BENCH_LIGHTHOUSE=1): Lighthouse 12, mobile, simulated throttling, on home,
 * a category page, a product page and the buy-out page, each the median of BENCH_LIGHTHOUSE_RUNS (3)
 * runs: performance ≥ 98, LCP ≤ 1.8 s, CLS ≤ 0.01, total transfer shown (scripts/lib/lighthouse.mjs
 * finds or fetches Lighthouse; it is no dependency). --lighthouse-only (BENCH_LIGHTHOUSE=only) runs
 * Lighthouse alone, without the load.
 * With --failover (or BENCH_FAILOVER=1), alone: issue 35's time from a backend server's kill to
 * the last unit's sale, 40 shoppers over two servers and a worker, ≤ 10 s (scripts/lib/bench-failover.mjs;
 * needs the machine's PostgreSQL and Redis).
 * With --warehouse (or BENCH_WAREHOUSE=1), alone: issue 36's picking queue and crates overview at
 * 10,000 open orders (p95 ≤ 300 ms) and a packing scan (p95 ≤ 100 ms), on a scratch shop of its own
 * (scripts/lib/bench-warehouse.mjs).
 * With --large (or BENCH_LARGE=1), meant for a shop with 100,000 products
 * (scripts/generate-products.mjs): category miss p95 ≤ 50 ms, search p95
 * ≤ 100 ms and the admin bulk category grid ≤ 300 ms; Medusa's listing, which
 * takes seconds per request at that size, is then measured over 60 s.
 * Uses the shop at BENCH_STOREFRONT_URL / BENCH_BACKEND_URL when given,
 * otherwise starts one (production builds; DATABASE_URL or embedded PostgreSQL).
 * BENCH_SECONDS (default 8) and BENCH_CONNECTIONS (default 10) tune the load.
 * Each sequence of single requests begins with one it does not count: the
 * first after a start also pays what a process loads once (the search
 * vocabulary: about a second at 100,000 products).
 */
import { spawn } from "node:child_process"
import { availableParallelism, loadavg } from "node:os"
import { gzipSync } from "node:zlib"
import autocannon from "autocannon"
import { benchFailover } from "./lib/bench-failover.mjs"
import { benchWarehouse } from "./lib/bench-warehouse.mjs"
import { percentile } from "./lib/percentile.mjs"
import { buildLibraries } from "./lib/build.mjs"
import { resolveConfig } from "./lib/config.mjs"
import { lighthouseCommand, medianLighthouse } from "./lib/lighthouse.mjs"
import { startStack } from "./lib/stack.mjs"

const seconds = Number(process.env.BENCH_SECONDS || 8)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const large = process.argv.includes("--large") || process.env.BENCH_LARGE === "1"
// Lighthouse is optional (scripts/lib/lighthouse.mjs): --lighthouse adds it, --lighthouse-only measures nothing else.
const lighthouseOnly = process.argv.includes("--lighthouse-only") || process.env.BENCH_LIGHTHOUSE === "only"
const lighthouse = lighthouseOnly || process.argv.includes("--lighthouse") || process.env.BENCH_LIGHTHOUSE === "1"
const log = (msg) => console.log(`[bench] ${msg}`)

// Alone: it runs shops of its own and loads the machine, which would skew every other figure.
if (process.argv.includes("--failover") || process.env.BENCH_FAILOVER === "1") {
  console.table([await benchFailover(log)])
  process.exit(0)
}
if (process.argv.includes("--warehouse") || process.env.BENCH_WAREHOUSE === "1") {
  console.table(await benchWarehouse(log))
  process.exit(0)
}

// The contracts' dist/ exists only after a build, which a fresh clone has not had (turbo's cache makes it quick later).
await buildLibraries(log)
const { buyoutPaths } = await import("@electroshop/contracts/buyout")
const { CATALOG_SORTS, PRODUCT_QUALITIES } = await import("@electroshop/contracts/catalog")

/** The shop's search results as the storefront's search page asks for them (backend src/api/store/catalog/search). */
const searchPath = (term, regionId) => `/store/catalog/search?q=${encodeURIComponent(term)}&region_id=${regionId}`

let stack = null
let storefrontUrl = process.env.BENCH_STOREFRONT_URL
let backendUrl = process.env.BENCH_BACKEND_URL
const config = resolveConfig()
if (!storefrontUrl || !backendUrl) {
  log("starting the shop…")
  stack = await startStack(config, { quiet: true, log })
  storefrontUrl = config.storefrontUrl
  backendUrl = config.backendUrl
}

try {
  const { publishable_key: key } = await (await fetch(`${backendUrl}/public/storefront-config`)).json()
  const storeHeaders = { "x-publishable-api-key": key }
  const { regions } = await (await fetch(`${backendUrl}/store/regions`, { headers: storeHeaders })).json()
  const region = regions.find((r) => r.currency_code === (config.variant === "cz" ? "czk" : "ron"))
  const phones = config.variant === "cz" ? "telefony" : "telefoane"
  const productHandle = process.env.BENCH_PRODUCT_HANDLE || "apple-iphone-16"

  const rows = []
  const targets = []
  const check = (name, value, op, limit, unit = "") => {
    // A side that answered nothing in time (0 req/s) gives no ratio, not a pass.
    if (!Number.isFinite(value)) return targets.push({ target: name, measured: "no answer", goal: `${op} ${limit}${unit}`, result: "FAIL" })
    const pass = op === "≥" ? value >= limit : value <= limit
    targets.push({ target: name, measured: `${Number(value.toPrecision(3))}${unit}`, goal: `${op} ${limit}${unit}`, result: pass ? "pass" : "FAIL" })
  }

  if (!lighthouseOnly) {
    rows.push(
      await load("catalogue listing API (read model)", {
        url: `${backendUrl}/store/catalog/products?category_handle=${phones}&region_id=${region.id}`,
        headers: storeHeaders,
      }),
    )

    const pages = [
      { name: "home", url: `${storefrontUrl}/` },
      { name: "category page", url: `${storefrontUrl}/${phones}` },
      { name: "product page", url: `${storefrontUrl}/p/${productHandle}` },
    ]
    const measuredPages = []
    for (const page of pages) {
      const res = await fetch(page.url)
      if (!res.ok) throw new Error(`${page.name}: ${page.url} answered ${res.status}`)
      const html = await res.text()
      const measured = await load(page.name, page)
      rows.push(measured)
      measuredPages.push(measured)
      const staticServer = await serveStatic(html, res.headers.get("content-type") ?? "text/html")
      try {
        const stat = await load(`${page.name} as a static file`, { url: staticServer.url })
        rows.push(stat)
        check(`${page.name}: req/s vs static file from Node`, measured["req/s"] / stat["req/s"], "≥", 0.6, "×")
      } finally {
        staticServer.stop()
      }
      check(`${page.name}: p95 at ${connections} connections`, measured["p95 ms"], "≤", 30, " ms")
      if (page.name === "product page") check("product page: first-visit JavaScript (gzip)", await pageScriptsKb(html), "≤", 100, " kB")
    }

    const misses = await sequential(categoryMissUrls(`${storefrontUrl}/${phones}`, 61))
    rows.push({
      target: "category page miss, 1 connection",
      "req/s": "",
      "p50 ms": round(percentile(misses, 50)),
      "p95 ms": round(percentile(misses, 95)),
      "non-2xx": misses.failed,
      errors: 0,
    })
    check("category page miss: p50 at 1 connection", percentile(misses, 50), "≤", 150, " ms")

    // Product pages no one has opened since the start, each once: what a shopper meets after a change (no target).
    const listed = await (
      await fetch(`${backendUrl}/store/catalog/products?category_handle=${phones}&sort=newest&limit=21&region_id=${region.id}`, { headers: storeHeaders })
    ).json()
    const productMisses = await sequential(listed.products.filter((p) => p.handle !== productHandle).map((p) => `${storefrontUrl}/p/${p.handle}`))
    rows.push({
      target: "product page miss, 1 connection",
      "req/s": "",
      "p50 ms": round(percentile(productMisses, 50)),
      "p95 ms": round(percentile(productMisses, 95)),
      "non-2xx": productMisses.failed,
      errors: 0,
    })

    const freshness = await changesShown(phones, region.id, storeHeaders)
    rows.push({
      target: `admin change shown on product and category page (${freshness.length} changes)`,
      "req/s": "",
      "p50 ms": round(percentile(freshness, 50)),
      "p95 ms": round(percentile(freshness, 95)),
      "non-2xx": 0,
      errors: 0,
    })
    check("admin change shown on the next visit (slowest)", Math.max(...freshness), "≤", 1000, " ms")

    if (large) {
      check("100k: category page miss p95", percentile(misses, 95), "≤", 50, " ms")
      // 60 distinct searches (with 20, the p95 was the slowest one): words in most products ("apple", "samsung"),
      // in a few percent ("pixel", "garmin"), in none (typos are looked for), numbers, prefixes, and each with a second word.
      const terms = [
        "iphone",
        "galaxy",
        "pixel",
        "watch",
        "case",
        "tablet",
        "xiaomi",
        "charger",
        "128",
        "pro",
        "samsung",
        "apple",
        "ipad",
        "redmi",
        "garmin",
        "baseus",
        "kryt",
        "kabel",
        "powerbanka",
        "anker",
        "lenovo",
        "ultra",
        "max",
        "lite",
        "plus",
        "usb",
        "buds",
        "note",
        "google",
        "64gb",
      ]
      const searches = terms.flatMap((t) => [t, `${t} 2`].map((q) => ({ url: `${backendUrl}${searchPath(q, region.id)}`, headers: storeHeaders })))
      const search = await sequential([searches[0], ...searches])
      rows.push({
        target: "search (store API), 1 connection",
        "req/s": "",
        "p50 ms": round(percentile(search, 50)),
        "p95 ms": round(percentile(search, 95)),
        "non-2xx": search.failed,
        errors: 0,
      })
      log(`slowest search: "${new URL(search.slowest.url).searchParams.get("q")}" in ${round(search.slowest.ms)} ms`)
      check("100k: search p95", percentile(search, 95), "≤", 100, " ms")
      const asks = await gridUrls()
      const grid = await sequential([asks[0], ...asks])
      rows.push({
        target: "admin bulk category grid",
        "req/s": "",
        "p50 ms": round(percentile(grid, 50)),
        "p95 ms": round(percentile(grid, 95)),
        "non-2xx": grid.failed,
        errors: 0,
      })
      check("100k: admin bulk category grid (slowest)", Math.max(...grid), "≤", 300, " ms")
    }

    // Last, as its requests keep the database busy after the window. At 100,000 products one of them takes
    // 1.5–3 s alone and about 13 s among 10 (Medusa reads every product id of the sales channel): a window
    // of BENCH_SECONDS would end before any answer, so the large run gives it a minute and two minutes per request.
    const api = await load("Medusa store API, 20 products with calculated prices", {
      url: `${backendUrl}/store/products?limit=20&region_id=${region.id}&fields=*variants.calculated_price`,
      headers: storeHeaders,
      ...(large && { seconds: Math.max(seconds, 60), timeout: 120 }),
    })
    rows.unshift(api)
    for (const page of measuredPages) check(`${page.target}: req/s vs Medusa store API (20 priced)`, page["req/s"] / api["req/s"], "≥", 20, "×")
  }

  if (lighthouse) {
    // Last, on an idle shop: Lighthouse's simulated throttling scales the CPU time it observes (4×),
    // so load still running would count against the pages.
    const lighthousePages = [
      { name: "home", path: "/" },
      { name: "category page", path: `/${phones}` },
      { name: "product page", path: `/p/${productHandle}` },
      { name: "buy-out", path: buyoutPaths(config.variant).prefix },
    ]
    const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3)
    log(`Lighthouse (mobile, simulated throttling), median of ${runs} runs per page: ${lighthouseCommand().join(" ")}`)
    log(
      `load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")} on ${availableParallelism()} cores: other work on the machine lowers the scores`,
    )
    const lighthouseRows = []
    for (const page of lighthousePages) {
      const url = `${storefrontUrl}${page.path}`
      // Into the page cache first, as a shopper after the warm-up finds it.
      const res = await fetch(url)
      if (!res.ok) throw new Error(`${page.name}: ${url} answered ${res.status}`)
      await res.arrayBuffer()
      const r = await medianLighthouse(url, runs, { log })
      lighthouseRows.push({
        page: page.name,
        performance: r.performance,
        "FCP s": round(r.fcpMs / 1000),
        "LCP s": Math.round(r.lcpMs / 100) / 10,
        "TBT ms": Math.round(r.tbtMs),
        CLS: Number(r.cls.toFixed(3)),
        "transfer KB": Math.round(r.transferKb),
        "bench index": r.benchmarkIndex,
        "LCP element": r.lcpElement,
      })
      if (r.shifts.length) log(`${page.name}: layout shifts ${r.shifts.map((s) => `${s.selector} ${s.score.toFixed(3)}`).join(", ")}`)
      if (r.renderBlocking.length) log(`${page.name}: render-blocking ${r.renderBlocking.map((b) => `${b.url} ${Math.round(b.wastedMs)} ms`).join(", ")}`)
      check(`Lighthouse ${page.name}: performance (mobile)`, r.performance, "≥", 98)
      check(`Lighthouse ${page.name}: LCP`, r.lcpMs / 1000, "≤", 1.8, " s")
      check(`Lighthouse ${page.name}: CLS`, r.cls, "≤", 0.01)
      targets.push({ target: `Lighthouse ${page.name}: total transfer`, measured: `${Math.round(r.transferKb)} KB`, goal: "–", result: "" })
    }
    console.table(lighthouseRows)
  }

  if (rows.length) console.table(rows)
  console.table(targets)
} finally {
  await stack?.stop()
}

function round(n) {
  return Number.isFinite(n) ? Math.round(n * 10) / 10 : n
}

/** autocannon at the configured connections for the configured seconds (or these; `timeout`: seconds per request, autocannon's 10 by default). */
async function load(name, { url, headers, seconds: duration = seconds, timeout }) {
  log(`${name}: ${duration} s with ${connections} connections…`)
  const latencies = []
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon({ url, headers, connections, duration, ...(timeout && { timeout }) }, (err, res) => (err ? reject(err) : resolve(res)))
    instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
  })
  latencies.sort((a, b) => a - b)
  return {
    target: name,
    // Two digits below 100: Medusa's listing answers less than once a second at 100,000 products.
    "req/s": result.requests.average >= 100 ? Math.round(result.requests.average) : Number(result.requests.average.toPrecision(2)),
    "p50 ms": round(percentile(latencies, 50)),
    "p95 ms": round(percentile(latencies, 95)),
    "non-2xx": result.non2xx,
    errors: result.errors,
  }
}

/** Each request once, one after another, the first not counted (see the top); sorted latencies in ms, with `failed` counting non-2xx answers. */
async function sequential(requests) {
  const times = []
  let failed = 0
  let slowest = { url: "", ms: 0 }
  const [first, ...measured] = requests
  await (await fetch(first.url ?? first, { headers: first.headers })).arrayBuffer()
  for (const r of measured) {
    const started = performance.now()
    const res = await fetch(r.url ?? r, { headers: r.headers })
    await res.arrayBuffer()
    const ms = performance.now() - started
    times.push(ms)
    if (ms > slowest.ms) slowest = { url: r.url ?? r, ms }
    if (!res.ok) failed++
  }
  times.sort((a, b) => a - b)
  return Object.assign(times, { failed, slowest })
}

/** Distinct sort × quality × price-cap combinations of the category page: each is a page no cache has seen. */
function categoryMissUrls(base, count) {
  const urls = []
  const stamp = Date.now() % 100000
  for (let i = 0; urls.length < count; i++) {
    const sort = CATALOG_SORTS[i % CATALOG_SORTS.length]
    const quality = PRODUCT_QUALITIES[Math.floor(i / CATALOG_SORTS.length) % PRODUCT_QUALITIES.length]
    urls.push(`${base}?sort=${sort}&quality=${encodeURIComponent(quality)}&price_max=${stamp + 1000 * i}`)
  }
  return urls
}

/** Headers of a signed-in administrator's requests. */
async function adminHeaders() {
  const login = await fetch(`${backendUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  })
  const { token } = await login.json()
  return { authorization: `Bearer ${token}`, "content-type": "application/json" }
}

/**
 * Milliseconds, sorted, from an admin's title change of a listed product until its page and its
 * category page both show it, each page first served from the page cache (`X-Cache: HIT`) so
 * that only the invalidation can bring the change. The title is put back at the end.
 */
async function changesShown(phones, regionId, storeHeaders) {
  const headers = await adminHeaders()
  const { products } = await (
    await fetch(`${backendUrl}/store/catalog/products?category_handle=${phones}&limit=1&region_id=${regionId}`, { headers: storeHeaders })
  ).json()
  const { handle, id, title } = products[0]
  const pages = [`${storefrontUrl}/p/${handle}`, `${storefrontUrl}/${phones}`]
  const rename = async (to) => {
    const res = await fetch(`${backendUrl}/admin/products/${id}`, { method: "POST", headers, body: JSON.stringify({ title: to }) })
    if (!res.ok) throw new Error(`renaming ${handle}: ${res.status} ${await res.text()}`)
  }
  const times = []
  try {
    for (let i = 0; i < Number(process.env.BENCH_FRESHNESS_CHANGES || 10); i++) {
      for (const url of pages) await cached(url)
      const renamed = `${title} ${Date.now()}`
      const started = performance.now()
      await rename(renamed)
      for (const url of pages) {
        while (!(await (await fetch(url)).text()).includes(renamed)) {
          if (performance.now() - started > 30_000) throw new Error(`${url} did not show the new title of ${handle} within 30 s`)
          await new Promise((resolve) => setTimeout(resolve, 25))
        }
      }
      times.push(performance.now() - started)
    }
  } finally {
    await rename(title)
  }
  return times.sort((a, b) => a - b)
}

/** Visits the page until the page cache answers it. */
async function cached(url) {
  for (;;) {
    const res = await fetch(url)
    await res.arrayBuffer()
    if (res.headers.get("x-cache") === "HIT") return
  }
}

/** The admin grid's typical asks (first page, a deep page, text search, filters), with an admin login. */
async function gridUrls() {
  const headers = await adminHeaders()
  const grid = "/admin/product-categories-bulk/products"
  return [
    "limit=50",
    "limit=50&offset=49950",
    "q=iphone&limit=50",
    "manufacturer=Apple&device_type=phone&quality=A&limit=50",
    "in_stock=false&limit=50",
    "category_id=none&limit=50",
  ].map((q) => ({ url: `${backendUrl}${grid}?${q}`, headers }))
}

/** A bare Node HTTP server in its own process answering every request with these bytes: the ceiling a page can reach. */
function serveStatic(body, contentType) {
  const child = spawn(
    process.execPath,
    [
      "-e",
      `
    const http = require("node:http")
    let body = ""
    process.stdin.on("data", (c) => (body += c)).on("end", () => {
      const bytes = Buffer.from(body)
      const server = http.createServer((req, res) => { res.writeHead(200, { "content-type": ${JSON.stringify(contentType)}, "content-length": bytes.length }); res.end(bytes) })
      server.listen(0, "127.0.0.1", () => console.log(server.address().port))
    })`,
    ],
    { stdio: ["pipe", "pipe", "inherit"] },
  )
  child.stdin.end(body)
  return new Promise((resolve, reject) => {
    child.once("error", reject)
    child.stdout.once("data", (port) => resolve({ url: `http://127.0.0.1:${String(port).trim()}/`, stop: () => child.kill() }))
  })
}

/**
 * Gzipped kilobytes of the scripts a browser loads for an HTML page: the modules it preloads
 * (`<link rel="modulepreload">`), loads (`<script src>`) and imports from its inline module
 * scripts — what Chromium downloads on a first visit of the product page. Remix's partial route
 * manifest in the page also names the modules of routes not on the page (home, category) and
 * the full manifest's file; the browser fetches those only when the shopper goes there.
 * storefront/scripts/bundle-budget.mjs counts the same files from the build.
 */
async function pageScriptsKb(html) {
  const references = [
    /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g,
    /<script\b[^>]*\bsrc="([^"]+)"/g,
    /\bimport\b[\s\w*{},]*?(?:\bfrom\b\s*|\(\s*)?"(\/assets\/[\w.-]+\.js)"/g,
  ]
  const paths = [...new Set(references.flatMap((pattern) => [...html.matchAll(pattern)].map((m) => m[1])))]
  let bytes = 0
  for (const p of paths) bytes += gzipSync(Buffer.from(await (await fetch(`${storefrontUrl}${p}`)).arrayBuffer())).length
  return Math.round(bytes / 102.4) / 10
}

#!/usr/bin/env node
/**
 * npm run bench: requests per second and p50/p95 latency of the storefront
 * home, a category page, a product page and the store API product list.
 * Uses the shop at BENCH_STOREFRONT_URL / BENCH_BACKEND_URL when given,
 * otherwise starts one (production builds, embedded PostgreSQL).
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the load.
 * For the storefront pages it also prints the JavaScript a first visit loads
 * (every /assets/*.js the HTML references), gzipped, as a shopper's phone gets it.
 */
import { gzipSync } from "node:zlib"
import autocannon from "autocannon"
import { resolveConfig } from "./lib/config.mjs"
import { startStack } from "./lib/stack.mjs"

const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const log = (msg) => console.log(`[bench] ${msg}`)

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
  const { regions } = await (await fetch(`${backendUrl}/store/regions`, { headers: { "x-publishable-api-key": key } })).json()
  const region = regions.find((r) => r.currency_code === (config.variant === "cz" ? "czk" : "ron"))
  const phones = config.variant === "cz" ? "telefony" : "telefoane"
  const targets = [
    { name: "storefront home", url: `${storefrontUrl}/` },
    { name: "category page", url: `${storefrontUrl}/${phones}` },
    { name: "product page", url: `${storefrontUrl}/p/apple-iphone-16` },
    {
      name: "store API product list",
      url: `${backendUrl}/store/products?limit=12&region_id=${region.id}&fields=*variants.calculated_price`,
      headers: { "x-publishable-api-key": key },
    },
  ]

  const rows = []
  for (const target of targets) {
    const check = await fetch(target.url, { headers: target.headers })
    if (!check.ok) throw new Error(`${target.name}: ${target.url} answered ${check.status}`)
    const scriptsKb = target.url.startsWith(storefrontUrl) ? await pageScriptsKb(await check.text()) : undefined
    log(`${target.name}: ${seconds} s with ${connections} connections…`)
    const latencies = []
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon({ url: target.url, headers: target.headers, connections, duration: seconds }, (err, res) =>
        err ? reject(err) : resolve(res),
      )
      instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime))
    })
    latencies.sort((a, b) => a - b)
    const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN
    rows.push({
      target: target.name,
      "req/s": Math.round(result.requests.average),
      "p50 ms": Math.round(pct(50)),
      "p95 ms": Math.round(pct(95)),
      "non-2xx": result.non2xx,
      errors: result.errors,
      "JS kB gz": scriptsKb ?? "",
    })
  }
  console.table(rows)
} finally {
  await stack?.stop()
}

/** Gzipped kilobytes of the module scripts an HTML page references. */
async function pageScriptsKb(html) {
  const paths = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g) ?? [])]
  let bytes = 0
  for (const p of paths) bytes += gzipSync(Buffer.from(await (await fetch(`${storefrontUrl}${p}`)).arrayBuffer())).length
  return Math.round(bytes / 1024)
}

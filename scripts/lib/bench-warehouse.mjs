/**
 * `npm run bench -- --warehouse`: issue 36's warehouse figures on a scratch shop of its own (its own
 * data directory and ports, seeded afresh; the `npm start` shop is never touched). The shop gets 10,000
 * open orders in the picking queue and 300 crates (backend/src/scripts/bench-open-orders.ts, through the
 * Order module: BENCH_OPEN_ORDERS, BENCH_CRATES), then, one request at a time as a person at a screen
 * makes them, the picking queue's and the crates overview's pages are timed (p95 ≤ 300 ms) and the
 * packing station's scans (p95 ≤ 100 ms): every unit of an order scanned, taken out again, scanned again.
 */
import { spawn } from "node:child_process"
import path from "node:path"
import { DATA_DIR, ROOT, resolveConfig } from "./config.mjs"
import { percentile } from "./percentile.mjs"
import { loadSecrets } from "./secrets.mjs"
import { startStack } from "./stack.mjs"

const PAGE_MS = 300
const SCAN_MS = 100
const ROUNDS = 30

export async function benchWarehouse(log) {
  const orders = Number(process.env.BENCH_OPEN_ORDERS || 10_000)
  const crates = Number(process.env.BENCH_CRATES || 300)
  const dataDir = path.join(DATA_DIR, "bench-warehouse")
  const config = resolveConfig({
    ...process.env,
    SHOP_DATA_DIR: dataDir,
    BACKEND_PORT: process.env.BENCH_WAREHOUSE_BACKEND_PORT || "9500",
    STOREFRONT_PORT: process.env.BENCH_WAREHOUSE_STOREFRONT_PORT || "8500",
    EMBEDDED_PG_PORT: process.env.BENCH_WAREHOUSE_PG_PORT || "54359",
    EMBEDDED_PG_DIR: path.join(dataDir, "postgres"),
    DATABASE_URL: "",
    REDIS_URL: "",
  })
  log(`warehouse: a scratch shop in ${path.relative(ROOT, dataDir)} (backend :${config.backendPort})…`)
  const stack = await startStack({ ...config, mailCatcherSmtpPort: 1525, mailCatcherHttpPort: 1580 }, { quiet: true, freshDatabase: true, log })
  try {
    log(`warehouse: ${orders} open orders and ${crates} crates (medusa exec, a few minutes)…`)
    // The build the shop runs (as its own bootstrap does), with the shop's secrets.
    await run(path.join(ROOT, "node_modules/.bin/medusa"), ["exec", "./src/scripts/bench-open-orders.js", String(orders), String(crates)], {
      cwd: path.join(ROOT, "backend/.medusa/server"),
      env: {
        ...process.env,
        ...loadSecrets(dataDir, process.env, () => {}),
        NODE_ENV: "production",
        DATABASE_URL: stack.databaseUrl,
        SHOP_VARIANT: config.variant,
        MEDUSA_DISABLE_TELEMETRY: "true",
        REDIS_URL: "",
      },
    })
    const api = await adminApi(config)
    const { body: queue } = await api("GET", "/admin/picking?limit=1")
    const { body: locations } = await api("GET", "/admin/stock-locations?limit=1&fields=id")
    const location = locations.stock_locations[0].id
    const rows = [
      await timedPage(api, "picking queue: first page of waiting orders", "/admin/picking?status=waiting&limit=50"),
      await timedPage(api, "picking queue: one location's picked orders", `/admin/picking?status=picked&stock_location_id=${location}&limit=50`),
      await timedPage(api, "picking queue: the last page of all", `/admin/picking?limit=50&offset=${Math.max(0, queue.count - 50)}`),
      await timedPage(api, "crates overview: first page", "/admin/crates?limit=50"),
      await timedPage(api, "crates overview: filled crates", "/admin/crates?state=filled&limit=50"),
    ].map((row) => judge(row, PAGE_MS))
    rows.push(judge(await timedScans(api), SCAN_MS))
    log(`warehouse: ${queue.count} orders in the picking queue`)
    return rows
  } finally {
    await stack.stop()
  }
}

/** The page asked ROUNDS times after one warm-up: its p50 and p95 in ms. */
async function timedPage(api, target, url) {
  await api("GET", url)
  const times = []
  for (let i = 0; i < ROUNDS; i++) times.push((await api("GET", url)).ms)
  return { target, times }
}

/**
 * Scans at the packing station of the demo's waiting order (the newest in the queue: the bench's own
 * orders have no reservations, so nothing to pack): each unit by its first code (a phone with a made-up
 * valid IMEI), then the scans taken out and the order scanned again, until ROUNDS scans are timed.
 */
async function timedScans(api) {
  const { body: queue } = await api("GET", "/admin/picking?status=waiting&limit=1")
  const { body: newest } = await api("GET", `/admin/picking?status=waiting&limit=1&offset=${queue.count - 1}`)
  const orderId = newest.orders[0].order_id
  const times = []
  let serial = 0
  while (times.length < ROUNDS) {
    const { body } = await api("GET", `/admin/orders/${orderId}/packing`)
    if (!body.packing?.lines.length) throw new Error(`order ${orderId} has nothing to pack: ${JSON.stringify(body)}`)
    for (const line of body.packing.lines)
      for (let unit = line.scanned; unit < line.quantity; unit++) {
        const identifier = line.identifier === "imei" ? { imei: imei(++serial) } : line.identifier ? { serial_number: `BENCH${++serial}` } : {}
        const scanned = await api("POST", `/admin/orders/${orderId}/packing/scans`, { code: line.codes[0], ...identifier })
        if (scanned.status !== 200) throw new Error(`scan answered ${scanned.status}: ${JSON.stringify(scanned.body)}`)
        times.push(scanned.ms)
      }
    const { body: after } = await api("GET", `/admin/orders/${orderId}/packing`)
    for (const unit of after.packing.lines.flatMap((l) => l.units)) await api("DELETE", `/admin/orders/${orderId}/packing/scans/${unit.scan_id}`)
  }
  return { target: "packing station: a scan", times }
}

function judge({ target, times }, goal) {
  const sorted = [...times].sort((a, b) => a - b)
  const at = (p) => Math.round(percentile(sorted, p))
  return { target, samples: sorted.length, "p50 ms": at(50), "p95 ms": at(95), goal: `p95 ≤ ${goal} ms`, result: at(95) <= goal ? "pass" : "FAIL" }
}

/** A valid IMEI (Luhn check digit) made from a serial number. */
function imei(n) {
  const body = `35${String(n).padStart(12, "0")}`
  const sum = [...body].reduce((acc, d, i) => {
    const v = Number(d) * (i % 2 === 1 ? 2 : 1)
    return acc + (v > 9 ? v - 9 : v)
  }, 0)
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** The administrator's API: method, path, body → { status, body, ms } (ms: until the whole answer is read). */
async function adminApi(config) {
  const login = await fetch(`${config.backendUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: config.adminEmail, password: config.adminPassword }),
  })
  const { token } = await login.json()
  return async (method, url, json) => {
    const started = performance.now()
    const res = await fetch(`${config.backendUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(json ? { "content-type": "application/json" } : {}) },
      body: json ? JSON.stringify(json) : undefined,
    })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : null, ms: performance.now() - started }
  }
}

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "inherit", "inherit"] })
    child.on("error", reject)
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(" ")} exited with ${code}`))))
  })
}

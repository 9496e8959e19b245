import fs from "node:fs"
import path from "node:path"
import { BACKEND_URL, db } from "../helpers/api"
import { resolveConfig, ROOT } from "../../../scripts/lib/config.mjs"
import { createSupervisor, run, waitForHttp } from "../../../scripts/lib/processes.mjs"
import { loadSecrets } from "../../../scripts/lib/secrets.mjs"

/**
 * Backends of the crash tests' own, started from the production build on the test shop's database
 * (and Redis, in the scaled-out lane), killed and started again by the tests. Their output goes to
 * one log, which a failed test prints the end of (`logTail`).
 */
const BACKEND_DIR = path.join(ROOT, "backend/.medusa/server")
const { dataDir: DATA_DIR } = resolveConfig()
const MEDUSA = path.join(ROOT, "node_modules/.bin/medusa")

export const log = (msg: string) => console.log(`[crash] ${msg}`)

/** The port of BACKEND_URL (CRASH_BACKEND_PORT), plus `offset` for further servers. */
export const crashPort = (offset = 0) => Number(new URL(BACKEND_URL).port) + offset

export const backendEnv = (port = crashPort(), extra: Record<string, string> = {}) => ({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  BACKEND_PORT: String(port),
  MEDUSA_DISABLE_TELEMETRY: "true",
  CHECKOUT_CRASH_TEST: "1",
  // The test shop's own secrets (the backend refuses to start in production without them).
  ...loadSecrets(DATA_DIR, process.env, () => {}),
  ...extra,
})

// Appended by every start of every crash test file (scripts/test.mjs empties it before the step).
const BACKEND_LOG = path.join(DATA_DIR, "crash-backend.log")

export const logTail = (lines = 150) =>
  `[crash] the backends' log (${BACKEND_LOG}), last lines:\n${fs.readFileSync(BACKEND_LOG, "utf8").split("\n").slice(-lines).join("\n")}`

/**
 * `medusa start` of the build as `name` on `port`, with a supervisor of its own (a stopped supervisor
 * starts nothing again); resolves once it answers /health. `stop()` ends it (SIGTERM, then SIGKILL).
 */
export async function startBackend(name: string, port = crashPort(), extra: Record<string, string> = {}) {
  const supervisor = createSupervisor({ dataDir: path.join(DATA_DIR, name) })
  const child = supervisor.start(name, MEDUSA, ["start"], { cwd: BACKEND_DIR, env: backendEnv(port, extra), quiet: true })
  fs.appendFileSync(BACKEND_LOG, `--- ${name} started (pid ${child.pid}, port ${port}) at ${new Date().toISOString()}\n`)
  for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk: Buffer) => fs.appendFileSync(BACKEND_LOG, chunk))
  await waitForHttp(`http://localhost:${port}/health`, { child })
  return { child, url: `http://localhost:${port}`, stop: () => supervisor.stop([name], 5000) }
}

/** What `npm start` does after a crash: the bootstrap (with the recovery sweep) before the server. */
export const runBootstrap = () => run(MEDUSA, ["exec", "./src/scripts/bootstrap.js"], { cwd: BACKEND_DIR, env: backendEnv(), label: "bootstrap" })

/** `unlinked`: the order is pending, unpaid and not linked to its cart (crashed before the link), what the recovery job sweeps. */
type Finding = { text: string; unlinked: boolean }

/** Orders ↔ payments ↔ reservations ↔ carts, read straight from PostgreSQL. */
export async function inconsistencies(cartIds: string[]): Promise<{ orders: number; findings: Finding[] }> {
  const client = db()
  await client.connect()
  try {
    const findings: Finding[] = []
    const { rows: orders } = await client.query(`
      select o.id, o.display_id,
        exists (select 1 from order_payment_collection opc
                join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
                where opc.order_id = o.id and opc.deleted_at is null) as paid,
        not exists (select 1 from order_cart oc where oc.order_id = o.id and oc.deleted_at is null) as unlinked
      from "order" o where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled'`)
    const unlinked = new Set(orders.filter((o) => o.unlinked && !o.paid).map((o) => o.id))
    for (const o of orders) if (!o.paid) findings.push({ text: `order ${o.id} has no payment record`, unlinked: unlinked.has(o.id) })
    const { rows: items } = await client.query(`
      select oi.order_id, li.id as line_item_id, oi.quantity::numeric as quantity, oi.fulfilled_quantity::numeric as fulfilled,
        coalesce((select sum(ri.quantity) from reservation_item ri where ri.line_item_id = li.id and ri.deleted_at is null), 0)::numeric as reserved
      from "order" o
      join order_item oi on oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null
      join order_line_item li on li.id = oi.item_id
      join product_variant pv on pv.id = li.variant_id and pv.manage_inventory
      where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled'`)
    // A fulfilled unit (packed: api/admin/orders/[id]/packing) has left the stock; Medusa took its reservation then.
    for (const i of items) {
      if (Number(i.reserved) + Number(i.fulfilled) < Number(i.quantity)) {
        findings.push({
          text: `order ${i.order_id}: line ${i.line_item_id} reserves ${i.reserved} and fulfilled ${i.fulfilled} of ${i.quantity}`,
          unlinked: unlinked.has(i.order_id),
        })
      }
    }
    const { rows: stray } = await client.query(`
      select ri.id, ri.line_item_id from reservation_item ri
      where ri.deleted_at is null and ri.line_item_id is not null and not exists (
        select 1 from order_item oi join "order" o on o.id = oi.order_id and o.deleted_at is null
        where oi.item_id = ri.line_item_id and oi.deleted_at is null)`)
    for (const r of stray) findings.push({ text: `reservation ${r.id} holds stock for line ${r.line_item_id} of no order`, unlinked: false })
    const { rows: perCart } = await client.query(
      `select oc.cart_id, count(*)::int as n from order_cart oc join "order" o on o.id = oc.order_id and o.deleted_at is null
       where oc.deleted_at is null and oc.cart_id = any($1) group by oc.cart_id having count(*) > 1`,
      [cartIds],
    )
    for (const c of perCart) findings.push({ text: `cart ${c.cart_id} has ${c.n} orders`, unlinked: false })
    // Numbers shown to people go up by one (modules/order-number): every finished order has one, none is skipped.
    for (const o of orders) if (o.paid && Number(o.display_id) < 0) findings.push({ text: `order ${o.id} finished without a number`, unlinked: false })
    const { rows: numbers } = await client.query(`select display_id from "order" where display_id > 0 order by display_id`)
    const skipped = numbers.findIndex((row, i) => Number(row.display_id) !== i + 1)
    if (skipped >= 0) findings.push({ text: `order numbers skip from ${skipped} to ${numbers[skipped].display_id}`, unlinked: false })
    return { orders: orders.length, findings }
  } finally {
    await client.end()
  }
}

import fs from "node:fs"
import path from "node:path"
import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest"
import { BACKEND_URL, db, store, variantRegion } from "../helpers/api"
import { addItem, completeCart, createCart, prepareCheckout } from "../helpers/checkout"
import { resolveConfig, ROOT } from "../../../scripts/lib/config.mjs"
import { createSupervisor, run, waitForHttp } from "../../../scripts/lib/processes.mjs"
import { startEmbeddedPostgres } from "../../../scripts/lib/postgres.mjs"
import { loadSecrets } from "../../../scripts/lib/secrets.mjs"

/**
 * kill -9 of the backend in the middle of concurrent checkouts, at several
 * steps of Medusa's completeCartWorkflow, then a restart. After every restart
 * every order must have its payment record and its reservations (or not
 * exist), no reservation may hold stock for nothing, and every cart must
 * complete into exactly one consistent order.
 */
const BACKEND_DIR = path.join(ROOT, "backend/.medusa/server")
const { dataDir: DATA_DIR } = resolveConfig()
const MEDUSA = path.join(ROOT, "node_modules/.bin/medusa")
const CHECKOUTS_PER_POINT = 8
// Steps of completeCartWorkflow after which the backend dies (see src/lib/checkout/crash-test.ts).
// `restart` says how it comes back: like the launcher (recovery sweep in bootstrap, then start) or plainly
// with `medusa start` as the Docker image does, where completing the cart again must repair it.
const KILL_POINTS = [
  { step: "create-orders", restart: "launcher" },
  { step: "create-remote-links", restart: "plain" },
  { step: "reserve-inventory-step", restart: "launcher" },
] as const
// Not a kill point: after authorize-payment-session-step the order is complete (payment last), which the
// completions run again after every restart show (they return the same order).

const backendEnv = {
  ...process.env,
  NODE_ENV: "production",
  PORT: new URL(BACKEND_URL).port,
  BACKEND_PORT: new URL(BACKEND_URL).port,
  MEDUSA_DISABLE_TELEMETRY: "true",
  CHECKOUT_CRASH_TEST: "1",
  // The test shop's own secrets (the backend refuses to start in production without them).
  ...loadSecrets(DATA_DIR, process.env, () => {}),
}
const log = (msg: string) => console.log(`[crash] ${msg}`)

// Separate supervisors (each keeps its own list of servers): a stopped supervisor starts nothing again,
// so every backend start gets a new one while PostgreSQL stays up for the whole test.
const postgresSupervisor = createSupervisor({ dataDir: path.join(DATA_DIR, "crash-postgres") })
let backendSupervisor: any = null
let backend: any = null

// The backends' output, every start appended (quiet on the console); its end is printed when the test fails.
const BACKEND_LOG = path.join(DATA_DIR, "crash-backend.log")
fs.writeFileSync(BACKEND_LOG, "")

async function startBackend() {
  backendSupervisor = createSupervisor({ dataDir: path.join(DATA_DIR, "crash-backend") })
  backend = backendSupervisor.start("crash-backend", MEDUSA, ["start"], { cwd: BACKEND_DIR, env: backendEnv, quiet: true })
  fs.appendFileSync(BACKEND_LOG, `--- backend started (pid ${backend.pid}) at ${new Date().toISOString()}\n`)
  for (const stream of [backend.stdout, backend.stderr]) stream.on("data", (chunk: Buffer) => fs.appendFileSync(BACKEND_LOG, chunk))
  await waitForHttp(`${BACKEND_URL}/health`, { child: backend })
}

const stopBackend = () => backendSupervisor?.stop(["crash-backend"], 5000)

/** What `npm start` does after a crash: the bootstrap (with the recovery sweep) before the server. */
const runBootstrap = () => run(MEDUSA, ["exec", "./src/scripts/bootstrap.js"], { cwd: BACKEND_DIR, env: backendEnv, label: "bootstrap" })

/** `unlinked`: the order is pending, unpaid and not linked to its cart (crashed before the link), what the recovery job sweeps. */
type Finding = { text: string; unlinked: boolean }

/** Orders ↔ payments ↔ reservations ↔ carts, read straight from PostgreSQL. */
async function inconsistencies(cartIds: string[]): Promise<{ orders: number; findings: Finding[] }> {
  const client = db()
  await client.connect()
  try {
    const findings: Finding[] = []
    const { rows: orders } = await client.query(`
      select o.id,
        exists (select 1 from order_payment_collection opc
                join payment p on p.payment_collection_id = opc.payment_collection_id and p.deleted_at is null
                where opc.order_id = o.id and opc.deleted_at is null) as paid,
        not exists (select 1 from order_cart oc where oc.order_id = o.id and oc.deleted_at is null) as unlinked
      from "order" o where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled'`)
    const unlinked = new Set(orders.filter((o) => o.unlinked && !o.paid).map((o) => o.id))
    for (const o of orders) if (!o.paid) findings.push({ text: `order ${o.id} has no payment record`, unlinked: unlinked.has(o.id) })
    const { rows: items } = await client.query(`
      select oi.order_id, li.id as line_item_id, oi.quantity::numeric as quantity,
        coalesce((select sum(ri.quantity) from reservation_item ri where ri.line_item_id = li.id and ri.deleted_at is null), 0)::numeric as reserved
      from "order" o
      join order_item oi on oi.order_id = o.id and oi.version = o.version and oi.deleted_at is null
      join order_line_item li on li.id = oi.item_id
      join product_variant pv on pv.id = li.variant_id and pv.manage_inventory
      where o.deleted_at is null and o.is_draft_order = false and o.status <> 'canceled'`)
    for (const i of items) {
      if (Number(i.reserved) < Number(i.quantity)) {
        findings.push({ text: `order ${i.order_id}: line ${i.line_item_id} reserves ${i.reserved} of ${i.quantity}`, unlinked: unlinked.has(i.order_id) })
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
    return { orders: orders.length, findings }
  } finally {
    await client.end()
  }
}

async function cartsReadyToComplete(variants: any[], n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const cart = await createCart()
      const added = await addItem(cart.id, variants[i % variants.length].id)
      if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`)
      await prepareCheckout(cart.id, { provider: i % 2 ? "pp_system_default" : "pp_bank-transfer_bank-transfer" })
      return cart.id as string
    }),
  )
}

/** Completes every cart at once; the backend kills itself when the first of them passes `step`. */
async function crashDuringCheckouts(cartIds: string[], step: string) {
  const exited = once(backend, "exit")
  const answers = cartIds.map((id) =>
    store(`/store/carts/${id}/complete`, { method: "POST", headers: { "x-checkout-crash-at": step } }).then(
      (r) => r.status,
      () => "connection lost",
    ),
  )
  const timeout = new Promise((_, reject) => setTimeout(() => reject(new Error(`the backend did not crash at ${step}`)), 120_000))
  await Promise.race([exited, timeout])
  return Promise.all(answers)
}

/**
 * A completion answered 409 `checkout_busy` (other shoppers hold the same
 * stock's lock) tells the shopper to try again shortly; so does this, up to
 * three times. Any other answer counts as it is.
 */
async function completeRetryingBusy(cartId: string) {
  for (let attempt = 1; ; attempt++) {
    const answer = await completeCart(cartId)
    if (answer.status !== 409 || answer.body?.code !== "checkout_busy" || attempt === 3) return answer
    await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
  }
}

/**
 * Each cart completed again: one order per cart, the same one when asked twice. Answered within
 * seconds: a lock the dead backend held must not make a shopper wait for Medusa's 30 s (with Redis,
 * the lease provider frees it; in memory, it died with the process).
 */
async function completeAgain(cartIds: string[]) {
  const started = Date.now()
  const results = await Promise.all(cartIds.map((id) => completeRetryingBusy(id)))
  log(`${cartIds.length} carts completed again in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  expect(Date.now() - started).toBeLessThan(25_000)
  for (const [i, r] of results.entries()) {
    expect(r.status, `cart ${cartIds[i]}: ${JSON.stringify(r.body)}`).toBe(200)
    expect(r.body.type).toBe("order")
  }
  const again = await Promise.all(cartIds.map((id) => completeCart(id)))
  expect(again.map((r) => r.body.order?.id)).toEqual(results.map((r) => r.body.order.id))
}

describe("checkout after kill -9 of the backend", () => {
  beforeAll(async () => {
    if (process.env.CRASH_PG_DIR) {
      await startEmbeddedPostgres({ dataDir: process.env.CRASH_PG_DIR, port: Number(process.env.CRASH_PG_PORT), supervisor: postgresSupervisor, log })
    }
    // the test shop was bootstrapped just before
    await startBackend()
  })

  afterAll(async () => {
    await stopBackend()
    await postgresSupervisor.stop(["postgres"], 5000)
  })

  it(`leaves every order whole or gone, and every cart completable into one order (${KILL_POINTS.length} kill points × ${CHECKOUTS_PER_POINT} checkouts)`, async () => {
    onTestFailed(() =>
      console.log(`[crash] the backends' log (${BACKEND_LOG}), last lines:\n${fs.readFileSync(BACKEND_LOG, "utf8").split("\n").slice(-150).join("\n")}`),
    )
    const region = await variantRegion()
    const { body } = await store(`/store/products?limit=100&region_id=${region.id}&fields=*variants,+variants.inventory_quantity`)
    const variants = body.products.flatMap((p: any) => p.variants).filter((v: any) => v.manage_inventory && v.inventory_quantity >= 10)
    expect(variants.length).toBeGreaterThanOrEqual(5)
    // Two carts per variant, so checkouts also compete for the same inventory item's lock.
    const buying = variants.slice(0, CHECKOUTS_PER_POINT / 2)

    const allCarts: string[] = []
    let checked = 0
    const check = async (when: string, { allowUnlinked = false } = {}) => {
      const { orders, findings } = await inconsistencies(allCarts)
      checked += orders
      const unlinked = findings.filter((f) => f.unlinked).length
      log(
        `${when}: ${orders} orders checked, ${findings.length - (allowUnlinked ? unlinked : 0)} inconsistencies${allowUnlinked ? `, ${unlinked} finding(s) on unlinked orders left to the recovery job` : ""}`,
      )
      expect(findings.filter((f) => !(allowUnlinked && f.unlinked)).map((f) => f.text)).toEqual([])
    }

    for (const point of KILL_POINTS) {
      const carts = await cartsReadyToComplete(buying, CHECKOUTS_PER_POINT)
      allCarts.push(...carts)
      const answers = await crashDuringCheckouts(carts, point.step)
      log(`killed at ${point.step} during ${CHECKOUTS_PER_POINT} concurrent checkouts (answers: ${answers.join(", ")})`)
      if (point.restart === "launcher") {
        await runBootstrap()
        await check(`after the crash at ${point.step} and a restart by the launcher`)
      }
      await startBackend()
      await completeAgain(carts)
      // A plain restart leaves orders that crashed before they were linked to their cart to the recovery job
      // (every minute); they never block a cart, and the final launcher restart must have removed them.
      await check(`after completing the ${carts.length} carts again`, { allowUnlinked: point.restart === "plain" })
    }
    await stopBackend()
    await runBootstrap()
    const { orders, findings } = await inconsistencies(allCarts)
    checked += orders
    log(`final: ${allCarts.length} checkouts, ${KILL_POINTS.length} kill points, ${checked} orders checked in all, ${findings.length} inconsistencies`)
    expect(findings.map((f) => f.text)).toEqual([])
  })
})

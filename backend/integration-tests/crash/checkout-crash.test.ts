import path from "node:path"
import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest"
import { store, variantRegion } from "../helpers/api"
import { addItem, completeCart, completeRetryingBusy, createCart, prepareCheckout } from "../helpers/checkout"
import { resolveConfig } from "../../../scripts/lib/config.mjs"
import { createSupervisor } from "../../../scripts/lib/processes.mjs"
import { startEmbeddedPostgres } from "../../../scripts/lib/postgres.mjs"
import { inconsistencies, log, logTail, runBootstrap, startBackend } from "./backends"

/**
 * kill -9 of the backend in the middle of concurrent checkouts, at several
 * steps of Medusa's completeCartWorkflow, then a restart. After every restart
 * every order must have its payment record and its reservations (or not
 * exist), no reservation may hold stock for nothing, and every cart must
 * complete into exactly one consistent order.
 */
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

// PostgreSQL (embedded, when the lane has no outside one) stays up for the whole test.
const postgresSupervisor = createSupervisor({ dataDir: path.join(resolveConfig().dataDir, "crash-postgres") })
let backend: Awaited<ReturnType<typeof startBackend>> | null = null

const restartBackend = async () => {
  backend = await startBackend("crash-backend")
}
const stopBackend = () => backend?.stop()

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
  const exited = once(backend!.child, "exit")
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
    await restartBackend()
  })

  afterAll(async () => {
    await stopBackend()
    await postgresSupervisor.stop(["postgres"], 5000)
  })

  it(`leaves every order whole or gone, and every cart completable into one order (${KILL_POINTS.length} kill points × ${CHECKOUTS_PER_POINT} checkouts)`, async () => {
    onTestFailed(() => console.log(logTail()))
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
      await restartBackend()
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

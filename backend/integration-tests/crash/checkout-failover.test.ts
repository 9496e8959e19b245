import { once } from "node:events"
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest"
import { getPublishableKey } from "../helpers/api"
import { addItem, answersByCode, createCart, leaveOneUnit, prepareCheckout, productByHandle } from "../helpers/checkout"
import { crashPort, inconsistencies, log, logTail, startBackend } from "./backends"

/**
 * Scaled out as docker-compose.yml runs the shop: two backend servers and a worker over one
 * PostgreSQL and Redis. Shoppers race for the last unit across both servers; server A dies
 * (kill -9) right after a checkout on it has reserved the unit, before its payment. What a dead
 * server held must not keep the unit from everyone: its cart lock lapses within a lease
 * (modules/locking-lease) and the next refusal for stock takes its half-made order back. Checks:
 * the unit sold within seconds of the kill to one of the shoppers still trying, one order for it,
 * no 5xx, and afterwards no order without payment nor a reservation for nothing, and order numbers
 * that go up by one (crash/backends.ts inconsistencies). Needs Redis: skipped where the lane runs
 * in memory.
 *
 * How soon is a figure, not this test's deadline: `npm run bench -- --failover` runs this test on a
 * quiet machine with issue 35's 40 shoppers and its 10 s target (FAILOVER_SHOPPERS_PER_SERVER,
 * FAILOVER_SOLD_WITHIN_MS). In `npm test` six shoppers per server share two cores with the other
 * lane's browser tests; there the unit sold 5.5–11.2 s after the kill, so the deadline is 20 s,
 * which still tells a lapsed lease (seconds) from the cart lock's 120 s that held the unit before.
 */
const SHOPPERS_PER_SERVER = Number(process.env.FAILOVER_SHOPPERS_PER_SERVER) || 6
const SOLD_WITHIN_MS = Number(process.env.FAILOVER_SOLD_WITHIN_MS) || 20_000
const HANDLE = "samsung-galaxy-a56"
const RETRY_MS = 1000
const TRYING_FOR_MS = SOLD_WITHIN_MS + 5_000

type Server = Awaited<ReturnType<typeof startBackend>>
let a: Server
let b: Server
let worker: Server

beforeAll(async () => {
  if (!process.env.REDIS_URL) return
  // The worker first: it runs the jobs and subscribers; the servers only answer requests.
  ;[worker, a, b] = await Promise.all([
    startBackend("failover-worker", crashPort(2), { MEDUSA_WORKER_MODE: "worker", DISABLE_MEDUSA_ADMIN: "true" }),
    startBackend("failover-server-a", crashPort(1), { MEDUSA_WORKER_MODE: "server" }),
    startBackend("failover-server-b", crashPort(), { MEDUSA_WORKER_MODE: "server" }),
  ])
})
afterAll(() => Promise.all([a, b, worker].map((server) => server?.stop())))

type Answer = { status: number | "connection lost"; code?: string; orderId?: string; at: number }

async function complete(server: Server, cartId: string, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${server.url}/store/carts/${cartId}/complete`, {
      method: "POST",
      headers: { "x-publishable-api-key": await getPublishableKey(), ...headers },
    })
    const body = await res.json().catch(() => ({}))
    return { status: res.status, code: body.code ?? body.type, orderId: body.order?.id, at: Date.now() }
  } catch {
    return { status: "connection lost", at: Date.now() }
  }
}

/** A shopper as the storefront behaves: on a refusal they try again a moment later, until they have an order or give up. */
async function keepTrying(server: Server, cartId: string, answers: Answer[], until: number) {
  for (;;) {
    const answer = await complete(server, cartId)
    answers.push(answer)
    if (answer.orderId || Date.now() > until) return answer
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
  }
}

describe.skipIf(!process.env.REDIS_URL)("checkout fail-over: two servers and a worker, one of them killed mid-round", () => {
  it("sells the last unit within seconds of the kill, once, and leaves nothing half-made", async () => {
    onTestFailed(() => console.log(logTail()))
    const variant = (await productByHandle(HANDLE)).variants[0]
    await leaveOneUnit(variant)
    const carts = await Promise.all(
      Array.from({ length: 2 * SHOPPERS_PER_SERVER }, async () => {
        const cart = await createCart()
        expect((await addItem(cart.id, variant.id)).status).toBe(200)
        await prepareCheckout(cart.id, { provider: "pp_system_default" })
        return cart.id as string
      }),
    )
    const onA = carts.slice(0, SHOPPERS_PER_SERVER)

    // A's shoppers first: the first checkout to reserve the unit kills A before its payment.
    const exited = once(a.child, "exit")
    const first = onA.map((id) => complete(a, id, { "x-checkout-crash-at": "reserve-inventory-step" }))
    await Promise.race([exited, new Promise((_, reject) => setTimeout(() => reject(new Error("server A did not die")), 60_000))])
    const killedAt = Date.now()
    const answers: Answer[] = await Promise.all(first)
    log(`server A killed after reserving the unit (its shoppers: ${answers.map((x) => x.status).join(", ")})`)

    // Everyone goes on, on B: A's shoppers retry there (a load balancer's fail-over), B's were about to buy.
    const until = killedAt + TRYING_FOR_MS
    const last = await Promise.all(carts.map((id) => keepTrying(b, id, answers, until)))
    const sold = last.filter((x) => x.orderId)
    const buyer = last.findIndex((x) => x.orderId)
    const soldAfter = Math.min(...sold.map((x) => x.at)) - killedAt
    const byCode = answersByCode(answers)
    log(
      `unit sold ${(soldAfter / 1000).toFixed(1)} s after the kill to a shopper ${buyer < SHOPPERS_PER_SERVER ? "of the dead server A" : "of server B"}; answers by code: ${JSON.stringify(byCode)}`,
    )

    expect(sold).toHaveLength(1)
    expect(soldAfter).toBeLessThanOrEqual(SOLD_WITHIN_MS)
    expect(answers.filter((x) => typeof x.status === "number" && x.status >= 500)).toEqual([])
    const { findings } = await inconsistencies(carts)
    expect(findings.map((f) => f.text)).toEqual([])
  })
})

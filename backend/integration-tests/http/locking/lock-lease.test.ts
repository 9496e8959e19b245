import { setTimeout as sleep } from "node:timers/promises"
import Redis from "ioredis"
import { afterAll, describe, expect, it } from "vitest"
import { LeaseLockingProvider } from "../../../src/modules/locking-lease/service"

/**
 * The lease locking provider on the scaled-out shop's Redis (skipped where the shop runs without
 * one): a lock Medusa takes for minutes lives in Redis for a short lease that its living process
 * renews, and comes free within one lease once that process stops renewing (dies).
 */
const redisUrl = process.env.REDIS_URL
const LEASE = 3
process.env.LOCK_LEASE_SECONDS = String(LEASE)

const clients: Redis[] = []
function server() {
  const redisClient = new Redis(redisUrl!, { maxRetriesPerRequest: 0 })
  clients.push(redisClient)
  const provider = new LeaseLockingProvider({ redisClient: redisClient as never, prefix: `lease_test_${process.pid}:` }, {} as never)
  return { provider, redisClient }
}
afterAll(() => clients.forEach((client) => client.disconnect()))

const key = () => `cart_${Date.now()}_${Math.round(Math.random() * 1e6)}`
const refused = (promise: Promise<unknown>) =>
  promise.then(
    () => false,
    () => true,
  )

describe.skipIf(!redisUrl)("locks as leases (Redis)", () => {
  it("keeps a living holder's lock past its lease and frees it on release", async () => {
    const a = server()
    const b = server()
    const cart = key()
    await a.provider.acquire(cart, { expire: 120 })
    expect(await a.redisClient.ttl(`lease_test_${process.pid}:${cart}`)).toBeLessThanOrEqual(LEASE)
    await sleep(LEASE * 1000 + 1000)
    expect(await refused(b.provider.acquire(cart, { expire: 120 }))).toBe(true)
    await a.provider.release(cart)
    await b.provider.acquire(cart, { expire: 120 })
    await b.provider.release(cart)
  })

  it("frees a dead holder's lock within one lease", async () => {
    const dead = server()
    const alive = server()
    const cart = key()
    await dead.provider.acquire(cart, { expire: 120 })
    dead.redisClient.disconnect() // as a kill -9 does: no renewal, no release
    const killedAt = Date.now()
    while (await refused(alive.provider.acquire(cart, { expire: 120 }))) {
      expect(Date.now() - killedAt).toBeLessThan(LEASE * 1000 + 1000)
      await sleep(200)
    }
    await alive.provider.release(cart)
  })

  it("lets the lock lapse at the expiry asked for, however long the holder lives", async () => {
    const a = server()
    const b = server()
    const cart = key()
    await a.provider.acquire(cart, { expire: 2 })
    await sleep(2500)
    await b.provider.acquire(cart, { expire: 120 })
    await b.provider.release(cart)
  })
})

import { randomUUID } from "node:crypto"
import { RedisLockingProvider } from "@medusajs/locking-redis/dist/services/redis-lock"

type AcquireArgs = { ownerId?: string; expire?: number; awaitQueue?: boolean }
type Lease = { ownerId: string; until: number; timer: NodeJS.Timeout }

/** How long a lock outlives a process that died holding it (seconds): LOCK_LEASE_SECONDS, 4 by default. */
export const leaseSeconds = () => Math.max(Number(process.env.LOCK_LEASE_SECONDS) || 4, 3)

/**
 * Medusa's Redis locks, held as short leases that the living process extends.
 *
 * Medusa's workflows take locks without an owner and with a long expiry: a cart's completion locks
 * the cart for 120 s (acquireLockStep), a reservation its inventory items for 60 s (`execute`).
 * When a server dies holding one (kill -9, a lost machine), that lock stays until it expires: the
 * shopper retrying on another server waited 30 s for a `cart_being_completed`, and for up to two
 * minutes nobody could complete that cart.
 *
 * Here every such lock lives in Redis for a lease of a few seconds (`leaseSeconds`), which this
 * process renews every third of it until the lock is released or its requested expiry has passed
 * (a live process keeps what Medusa asked for, no more). A dead process renews nothing, so its
 * locks come free within one lease and another server's request goes on. Locks taken with an
 * owner, or without an expiry, behave as Medusa's provider makes them.
 */
export class LeaseLockingProvider extends RedisLockingProvider {
  static identifier = "locking-lease"

  /** The leases this process holds, by key: a lock taken without an owner is released without one. */
  private readonly leases = new Map<string, Lease>()

  async execute<T>(keys: string | string[], job: (signal?: AbortSignal) => Promise<T>, args?: { timeout?: number; expire?: number }): Promise<T> {
    // Medusa's provider renews `execute`'s lock under the job: only the lease needs to be short.
    return super.execute(keys, job, { ...args, expire: Math.min(args?.expire ?? leaseSeconds(), leaseSeconds()) })
  }

  async acquire(keys: string | string[], args?: AcquireArgs): Promise<void> {
    if (args?.ownerId || !args?.expire) return super.acquire(keys, args)
    const list = Array.isArray(keys) ? keys : [keys]
    // An owner of its own per acquisition: no other caller (here or on another server) can take or extend it.
    const ownerId = `lease:${randomUUID()}`
    const lease = Math.min(args.expire, leaseSeconds())
    await super.acquire(list, { ...args, ownerId, expire: lease })
    const until = Date.now() + args.expire * 1000
    for (const key of list) this.hold(key, ownerId, until)
  }

  async release(keys: string | string[], args?: { ownerId?: string | null }): Promise<boolean> {
    if (args?.ownerId) return super.release(keys, args)
    const released = await Promise.all(
      (Array.isArray(keys) ? keys : [keys]).map((key) => {
        const lease = this.leases.get(key)
        if (!lease) return super.release(key, args)
        this.drop(key)
        return super.release(key, { ownerId: lease.ownerId })
      }),
    )
    return released.every(Boolean)
  }

  private hold(key: string, ownerId: string, until: number) {
    const renew = async () => {
      // Whole seconds, rounded down: an extension never reaches past the expiry asked for (a timer may fire a little early).
      const remaining = Math.floor((until - Date.now()) / 1000)
      if (this.leases.get(key)?.ownerId !== ownerId) return
      // The requested expiry has come: the lock now lapses as Medusa's own would have.
      if (remaining <= 0) return this.drop(key)
      const extended = await this.redisClient.extendLock(`${this.keyNamePrefix}${key}`, ownerId, Math.min(leaseSeconds(), remaining)).catch(() => null)
      // 0: the lease lapsed (Redis unreachable for longer than a lease) and someone else may hold the key now.
      if (extended === 0 && this.leases.get(key)?.ownerId === ownerId) this.drop(key)
    }
    const timer = setInterval(() => void renew(), (leaseSeconds() * 1000) / 3)
    timer.unref()
    this.leases.set(key, { ownerId, until, timer })
  }

  private drop(key: string) {
    clearInterval(this.leases.get(key)?.timer)
    this.leases.delete(key)
  }
}

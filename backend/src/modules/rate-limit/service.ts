import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService, generateEntityId } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { RateLimitCounter } from "./models/rate-limit-counter"

/** One slice of a key's window: its start (epoch ms) and the hits counted in it. */
export type CounterSlice = { start: number; hits: number }

/**
 * The shop's rate-limit counters, in PostgreSQL so that every backend process (servers and worker,
 * with or without Redis) counts the same hits. The middleware of lib/http/rate-limit.ts decides;
 * this module only reads and counts, each in one statement.
 */
export default class RateLimitModuleService extends MedusaService({ RateLimitCounter }) {
  /** The slices of `key` that start at or after `since`. */
  @InjectManager()
  async slicesSince(key: string, since: Date, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<CounterSlice[]> {
    const rows: { window_start: Date; hits: number }[] = await sharedContext.manager!.execute(
      `select window_start, hits from rate_limit_counter where key = ? and window_start >= ?`,
      [key, since],
    )
    return rows.map((row) => ({ start: new Date(row.window_start).getTime(), hits: Number(row.hits) }))
  }

  /** One more hit of `key` in the slice starting at `sliceStart`, counted atomically however many requests count at once. */
  @InjectManager()
  async countHit(key: string, sliceStart: Date, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<void> {
    await sharedContext.manager!.execute(
      `insert into rate_limit_counter (id, key, window_start, hits) values (?, ?, ?, 1)
       on conflict (key, window_start) do update set hits = rate_limit_counter.hits + 1, updated_at = now()`,
      [generateEntityId(undefined, "rlc"), key, sliceStart],
    )
    // Slices older than any window are pruned now and then.
    if (Math.random() < 0.02) await sharedContext.manager!.execute(`delete from rate_limit_counter where window_start < now() - interval '1 day'`)
  }
}

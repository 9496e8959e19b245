import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RATE_LIMIT_MODULE, type RateLimitModuleService } from "../../modules/rate-limit"
import type { CounterSlice } from "../../modules/rate-limit/service"
import { t } from "../shop/messages"
import { ShopError } from "./errors"

export type RateLimitRule = { limit: number; windowSeconds: number }

/** A limit or window from the environment: a positive integer, else the default. */
export function envInt(value: string | undefined, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/**
 * A rule read from the environment whenever a request is checked (tests and
 * operators change limits without a rebuild): `limitVar` answers per
 * `windowVar` seconds, each a positive integer, else the default.
 */
export const envRule = (limitVar: string, limit: number, windowVar: string, windowSeconds: number) => (): RateLimitRule => ({
  limit: envInt(process.env[limitVar], limit),
  windowSeconds: envInt(process.env[windowVar], windowSeconds),
})

/** One counter a request is checked against: `limit` counted answers per `windowSeconds` under `key`. */
export type RateLimitCounter = { key: string; rule: RateLimitRule }

/**
 * Sliding window: each window is split into BUCKETS slices, and a request is
 * refused while the slices that overlap the last `windowSeconds` hold
 * `limit` hits. That covers every hit of the past window (and at most one
 * slice more), so no span of `windowSeconds` ever holds more than `limit`
 * hits, unlike a fixed window, which lets `limit` through just before its
 * end and `limit` again just after.
 */
export const BUCKETS = 10

/** A slice of a window as the rate-limit module stores it. */
export type Bucket = CounterSlice

const bucketMs = ({ windowSeconds }: RateLimitRule) => (windowSeconds * 1000) / BUCKETS

export function bucketStart(now: number, rule: RateLimitRule): number {
  const size = bucketMs(rule)
  return Math.floor(now / size) * size
}

/** The oldest slice start that still overlaps the window ending at `now`. */
export function windowSince(now: number, rule: RateLimitRule): number {
  return bucketStart(now - rule.windowSeconds * 1000, rule)
}

/** Seconds until one more hit is allowed, or null when it is allowed now. */
export function retryAfterSeconds(buckets: Bucket[], now: number, rule: RateLimitRule): number | null {
  const size = bucketMs(rule)
  const windowMs = rule.windowSeconds * 1000
  const live = buckets.filter((b) => b.start + size > now - windowMs).sort((a, b) => a.start - b.start)
  let hits = live.reduce((sum, b) => sum + b.hits, 0)
  if (hits < rule.limit) return null
  // Wait until enough of the oldest slices have left the window.
  for (const bucket of live) {
    hits -= bucket.hits
    if (hits < rule.limit) return Math.max(1, Math.ceil((bucket.start + size + windowMs - now) / 1000))
  }
  return Math.max(1, Math.ceil(windowMs / 1000))
}

/** The counters live in the rate-limit module's table, which every backend process shares. */
const counterStore = (req: MedusaRequest) => req.scope.resolve<RateLimitModuleService>(RATE_LIMIT_MODULE)

export type RateLimitOptions = {
  /** The counters of a request (e.g. per client address, per looked-up number); none: it passes uncounted. */
  counters: (req: MedusaRequest) => RateLimitCounter[]
  /**
   * Whether an answer counts, by its status: what the limit is about (a sent
   * e-mail, a completed sale, a failed look-up). Refused and invalid requests
   * then never use up the limit.
   */
  counts: (status: number) => boolean
}

/**
 * A route middleware limiting requests per counter over a sliding window.
 * A request whose counter is used up gets 429 `{ message, code:
 * "rate_limited", retry_after }` (in the shop language) with `Retry-After`,
 * before the route runs. Otherwise the route runs, and an answer that counts
 * is counted before it is sent, so the next request of the client already
 * sees it.
 */
export function rateLimit(options: RateLimitOptions) {
  return async function rateLimitMiddleware(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    try {
      const counters = options.counters(req)
      if (!counters.length) return next()
      const store = counterStore(req)
      const now = Date.now()
      for (const { key, rule } of counters) {
        const retryAfter = retryAfterSeconds(await store.slicesSince(key, new Date(windowSince(now, rule))), now, rule)
        if (retryAfter !== null) {
          // The error handler answers it and sets Retry-After from retry_after.
          return next(
            new ShopError(429, { message: t("rate_limited", { minutes: Math.ceil(retryAfter / 60) }), code: "rate_limited", retry_after: retryAfter }),
          )
        }
      }
      // Counted before the answer leaves, whether a route answers with a body or (Medusa's reset-password) a bare status.
      const countFirst =
        <A extends unknown[]>(send: (...args: A) => unknown) =>
        (...args: A) => {
          if (!options.counts(res.statusCode)) return send(...args)
          const at = Date.now()
          Promise.all(counters.map(({ key, rule }) => store.countHit(key, new Date(bucketStart(at, rule)))))
            .catch((error: Error) => {
              // The answer stands; a lost count only lets one more request through.
              req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`Rate limit count at ${req.method} ${req.path} failed: ${error.message}`)
            })
            .finally(() => send(...args))
          return res
        }
      res.json = countFirst(res.json.bind(res)) as typeof res.json
      const sendStatus = countFirst(res.sendStatus.bind(res))
      res.sendStatus = ((status: number) => {
        res.status(status)
        return sendStatus(status)
      }) as typeof res.sendStatus
      next()
    } catch (error) {
      next(error)
    }
  }
}

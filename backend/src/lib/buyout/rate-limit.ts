import type { MedusaRequest } from "@medusajs/framework/http"
import { BUYOUT_MODULE } from "../../modules/buyout"
import type BuyoutModuleService from "../../modules/buyout/service"
import { clientAddress } from "../client-address"
import { BuyoutHttpError } from "./errors"
import { t } from "./messages"

export type RateLimit = { limit: number; windowSeconds: number }

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/** Quote e-mails sent per client: BUYOUT_EMAIL_RATE_LIMIT per BUYOUT_EMAIL_RATE_WINDOW seconds (5 per 600). */
export const emailRateLimit = (): RateLimit => ({
  limit: int(process.env.BUYOUT_EMAIL_RATE_LIMIT, 5),
  windowSeconds: int(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/** Sales per client and failed status look-ups per client: generous, only against scripted abuse. */
export const formRateLimit = (): RateLimit => ({
  limit: int(process.env.BUYOUT_FORM_RATE_LIMIT, 30),
  windowSeconds: int(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/** Failed status look-ups of one buy-out number, from any address: BUYOUT_STATUS_RATE_LIMIT (10) per window. */
export const statusNumberRateLimit = (): RateLimit => ({
  limit: int(process.env.BUYOUT_STATUS_RATE_LIMIT, 10),
  windowSeconds: int(process.env.BUYOUT_EMAIL_RATE_WINDOW, 600),
})

/**
 * Sliding window: each window is split into BUCKETS slices, and a request is
 * refused while the slices that overlap the last `windowSeconds` hold
 * `limit` hits. That covers every hit of the past window (and at most one
 * slice more), so no span of `windowSeconds` ever holds more than `limit`
 * hits, unlike a fixed window, which lets `limit` through just before its
 * end and `limit` again just after.
 */
export const BUCKETS = 10

export type Bucket = { start: number; hits: number }

const bucketMs = ({ windowSeconds }: RateLimit) => (windowSeconds * 1000) / BUCKETS

export function bucketStart(now: number, rule: RateLimit): number {
  const size = bucketMs(rule)
  return Math.floor(now / size) * size
}

/** The oldest slice start that still overlaps the window ending at `now`. */
export function windowSince(now: number, rule: RateLimit): number {
  return bucketStart(now - rule.windowSeconds * 1000, rule)
}

/** Seconds until one more hit is allowed, or null when it is allowed now. */
export function retryAfterSeconds(buckets: Bucket[], now: number, rule: RateLimit): number | null {
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

/** The counters live in PostgreSQL, which every backend process (server and worker) already shares. */
function counters(req: MedusaRequest) {
  return req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
}

/** `<bucket>:<client address>`, the address from {@link clientAddress}. */
export const clientKey = (req: MedusaRequest, bucket: string) => `${bucket}:${clientAddress(req)}`

/** Answers 429 (translated, with Retry-After) when `key` has used up its limit; counts nothing. */
export async function assertWithinLimit(req: MedusaRequest, key: string, rule: RateLimit) {
  const now = Date.now()
  const buckets = await counters(req).rateLimitBuckets(key, new Date(windowSince(now, rule)))
  const retryAfter = retryAfterSeconds(buckets, now, rule)
  if (retryAfter !== null) {
    throw new BuyoutHttpError(429, {
      message: t("rate_limited", { minutes: Math.ceil(retryAfter / 60) }),
      code: "rate_limited",
      retry_after: retryAfter,
    })
  }
}

/** Counts one hit of `key`: called once the counted thing (a sent e-mail, a sale, a failed look-up) happened. */
export async function countHit(req: MedusaRequest, key: string, rule: RateLimit) {
  await counters(req).countRateLimitHit(key, new Date(bucketStart(Date.now(), rule)))
}

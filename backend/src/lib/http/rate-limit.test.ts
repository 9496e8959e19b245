import { describe, expect, it } from "vitest"
import { bucketStart, retryAfterSeconds, windowSince, type Bucket, type RateLimitRule } from "./rate-limit"

/** The limiter's decision with the PostgreSQL counters replaced by a map and Date.now by a fake clock. */
function limiter(rule: RateLimitRule) {
  const counts = new Map<number, number>()
  return {
    /** A request at `now` (ms) that counts when allowed; answers whether it was. */
    hit(now: number): boolean {
      const since = windowSince(now, rule)
      const buckets: Bucket[] = [...counts].filter(([start]) => start >= since).map(([start, hits]) => ({ start, hits }))
      if (retryAfterSeconds(buckets, now, rule) !== null) return false
      const start = bucketStart(now, rule)
      counts.set(start, (counts.get(start) ?? 0) + 1)
      return true
    },
    retryAfter(now: number) {
      const buckets = [...counts].map(([start, hits]) => ({ start, hits }))
      return retryAfterSeconds(buckets, now, rule)
    },
  }
}

const rule: RateLimitRule = { limit: 5, windowSeconds: 600 }
const s = 1000

describe("sliding-window rate limit", () => {
  it("never lets more than the limit through in any window, even across a fixed window's edge", () => {
    const l = limiter(rule)
    // 5 just before a 10-minute boundary, where a fixed window would reset…
    for (let i = 0; i < 5; i++) expect(l.hit(599 * s + i)).toBe(true)
    // …and none just after it.
    for (let t = 600 * s; t < 1100 * s; t += 7 * s) expect(l.hit(t)).toBe(false)
  })

  it("allows again once the counted hits have left the window, and says when", () => {
    const l = limiter(rule)
    for (let i = 0; i < 5; i++) expect(l.hit(599 * s)).toBe(true)
    const retry = l.retryAfter(601 * s)!
    expect(retry).toBeGreaterThan(0)
    expect(l.hit((601 + retry) * s - 1)).toBe(false)
    expect(l.hit((601 + retry) * s)).toBe(true)
  })

  it("checks every window of its length over a long random run", () => {
    const l = limiter({ limit: 3, windowSeconds: 60 })
    const allowed: number[] = []
    let t = 0
    for (let i = 0; i < 5000; i++) {
      t += Math.floor(Math.random() * 20 * s)
      if (l.hit(t)) allowed.push(t)
    }
    for (const end of allowed) expect(allowed.filter((x) => x > end - 60 * s && x <= end).length).toBeLessThanOrEqual(3)
    expect(allowed.length).toBeGreaterThan(100)
  })
})

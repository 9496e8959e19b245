import type { Carrier } from "./feed"
import czPacketa from "./sample-feeds/cz-packeta.json"
import czDpd from "./sample-feeds/cz-dpd.json"
import roPacketa from "./sample-feeds/ro-packeta.json"
import roSameday from "./sample-feeds/ro-sameday.json"

/** The bundled sample feeds (real towns, made-up branches) used when no feed URL is configured. */
const SAMPLE_FEEDS: Record<string, unknown> = {
  "cz-packeta": czPacketa,
  "cz-dpd": czDpd,
  "ro-packeta": roPacketa,
  "ro-sameday": roSameday,
}

/**
 * Where a carrier's feed comes from: `PICKUP_POINT_FEED_<CARRIER>` (e.g.
 * PICKUP_POINT_FEED_PACKETA=https://www.zasilkovna.cz/api/v4/<api key>/branch.json?lang=cs),
 * else the bundled sample of the shop's country.
 */
function feedSource(carrier: Carrier): string | null {
  return process.env[`PICKUP_POINT_FEED_${carrier.toUpperCase()}`] || null
}

/** A carrier's feed as published, or the bundled sample of the country. */
export async function loadFeed(carrier: Carrier, country: string): Promise<unknown> {
  const url = feedSource(carrier)
  if (!url) return SAMPLE_FEEDS[`${country}-${carrier}`] ?? { data: {} }
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`${carrier} feed ${response.status}`)
  return response.json()
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PICKUP_POINT_MODULE, type PickupPointModuleService } from "../../modules/pickup-point"
import { shopVariant } from "../shop/variant"
import { CARRIERS_BY_COUNTRY, parseBranchFeed, type Carrier } from "./feed"
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
export function feedSource(carrier: Carrier): string | null {
  return process.env[`PICKUP_POINT_FEED_${carrier.toUpperCase()}`] || null
}

async function loadFeed(carrier: Carrier, country: string): Promise<unknown> {
  const url = feedSource(carrier)
  if (!url) return SAMPLE_FEEDS[`${country}-${carrier}`] ?? { data: {} }
  const response = await fetch(url, { headers: { accept: "application/json" }, signal: AbortSignal.timeout(60_000) })
  if (!response.ok) throw new Error(`${carrier} feed ${response.status}`)
  return response.json()
}

export type ImportResult = { carrier: Carrier; created: number; updated: number; gone: number }

/**
 * Imports the shop country's carriers' feeds: new points are created, known
 * ones updated, points no longer in the feed become `unavailable` (never
 * deleted: orders keep showing theirs). Only points of the shop's country.
 */
export async function importPickupPoints(container: MedusaContainer, carriers?: Carrier[]): Promise<ImportResult[]> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const service = container.resolve<PickupPointModuleService>(PICKUP_POINT_MODULE)
  const country = shopVariant().countryCode
  const results: ImportResult[] = []
  for (const carrier of carriers ?? CARRIERS_BY_COUNTRY[country] ?? []) {
    const rows = parseBranchFeed(await loadFeed(carrier, country), carrier).filter((r) => !r.country || r.country === country)
    const existing = await service.listPickupPoints({ carrier }, { take: null, select: ["id", "external_id", "status"] })
    const byExternal = new Map(existing.map((p) => [p.external_id, p]))
    const toCreate = rows.filter((r) => !byExternal.has(r.external_id)).map((r) => ({ ...r, country }))
    const toUpdate = rows.filter((r) => byExternal.has(r.external_id)).map((r) => ({ ...r, country, id: byExternal.get(r.external_id)!.id }))
    const seen = new Set(rows.map((r) => r.external_id))
    const gone = existing.filter((p) => !seen.has(p.external_id) && p.status !== "unavailable").map((p) => ({ id: p.id, status: "unavailable" as const }))
    if (toCreate.length) await service.createPickupPoints(toCreate)
    if (toUpdate.length) await service.updatePickupPoints(toUpdate)
    if (gone.length) await service.updatePickupPoints(gone)
    results.push({ carrier, created: toCreate.length, updated: toUpdate.length, gone: gone.length })
    logger.info(`Pickup points ${carrier}: ${toCreate.length} new, ${toUpdate.length} updated, ${gone.length} gone.`)
  }
  return results
}

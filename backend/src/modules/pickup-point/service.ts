import type { Context } from "@medusajs/framework/types"
import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import { foldForSearch } from "@electroshop/domain"
import type { PickupCarrier, PickupPointDto } from "@electroshop/contracts/delivery"
import { PickupPoint } from "./models/pickup-point"

const FIELDS = ["id", "carrier", "external_id", "name", "street", "city", "zip", "latitude", "longitude", "opening_hours", "status"] as const

const dto = (point: Record<string, unknown>): PickupPointDto => Object.fromEntries(FIELDS.map((f) => [f, point[f]])) as PickupPointDto

/** A point as a carrier's feed describes it (lib/pickup-point/feed.ts parses the feeds). */
export type FeedPoint = Omit<PickupPointDto, "id" | "carrier"> & { search_text: string }

export type CarrierSync = { carrier: PickupCarrier; created: number; updated: number; gone: number }

/** The carriers' pickup points, imported from their feeds and searched by the checkout's picker. */
export default class PickupPointModuleService extends MedusaService({ PickupPoint }) {
  /**
   * The points of these carriers in a country that take parcels, searched by town, postcode and name
   * without diacritics or case ("plzen", "30100", "albert"); every word must match. Sorted by town,
   * then name; `count` is every match, `points` the first `limit`.
   */
  async searchPoints({ country, carriers, q, limit = 500 }: { country: string; carriers: PickupCarrier[]; q?: string; limit?: number }) {
    const all = await this.listPickupPoints({ country, status: "active", carrier: carriers }, { take: null, order: { city: "ASC", name: "ASC" } })
    const words = foldForSearch(q ?? "")
      .split(/\s+/)
      .filter(Boolean)
    const matching = all.filter((p) => words.every((w) => p.search_text.includes(w)))
    return { points: matching.slice(0, limit).map((p) => dto(p as unknown as Record<string, unknown>)), count: matching.length }
  }

  /** One point by id, whatever its state (an order shows its point even when it later closed), or null. */
  async findPoint(id: string): Promise<PickupPointDto | null> {
    const [point] = await this.listPickupPoints({ id }, { take: 1 })
    return point ? dto(point as unknown as Record<string, unknown>) : null
  }

  /**
   * A carrier's points brought in line with its feed, in one transaction: new points are created, known
   * ones updated, points no longer in the feed become `unavailable` (never deleted: orders keep showing
   * theirs).
   */
  @InjectTransactionManager()
  async syncCarrierPoints(carrier: PickupCarrier, country: string, feed: FeedPoint[], @MedusaContext() sharedContext: Context = {}): Promise<CarrierSync> {
    const existing = await this.listPickupPoints({ carrier }, { take: null, select: ["id", "external_id", "status"] }, sharedContext)
    const byExternal = new Map(existing.map((p) => [p.external_id, p]))
    const toCreate = feed.filter((r) => !byExternal.has(r.external_id)).map((r) => ({ ...r, carrier, country }))
    const toUpdate = feed.filter((r) => byExternal.has(r.external_id)).map((r) => ({ ...r, carrier, country, id: byExternal.get(r.external_id)!.id }))
    const seen = new Set(feed.map((r) => r.external_id))
    const gone = existing.filter((p) => !seen.has(p.external_id) && p.status !== "unavailable").map((p) => ({ id: p.id, status: "unavailable" as const }))
    if (toCreate.length) await this.createPickupPoints(toCreate, sharedContext)
    if (toUpdate.length) await this.updatePickupPoints(toUpdate, sharedContext)
    if (gone.length) await this.updatePickupPoints(gone, sharedContext)
    return { carrier, created: toCreate.length, updated: toUpdate.length, gone: gone.length }
  }
}

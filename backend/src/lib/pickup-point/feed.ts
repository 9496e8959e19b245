import { foldForSearch } from "@electroshop/domain"
import type { PickupCarrier } from "@electroshop/contracts/delivery"

export type Carrier = PickupCarrier
export type PointStatus = "active" | "full" | "unavailable"

/** Which carriers' points each shop variant offers (its country). */
export const CARRIERS_BY_COUNTRY: Record<string, Carrier[]> = { cz: ["packeta", "dpd"], ro: ["packeta", "sameday"] }

export type PointRow = {
  carrier: Carrier
  external_id: string
  country: string
  name: string
  street: string
  city: string
  zip: string
  latitude: number
  longitude: number
  opening_hours: string | null
  status: PointStatus
  search_text: string
}

type FeedBranch = Record<string, unknown>

const str = (value: unknown) => (value === undefined || value === null ? "" : String(value).trim())

/**
 * A carrier's branch feed as our rows. The layout is Packeta's branch feed v4
 * (JSON `{ data: { <id>: branch } }` or a list; branch `id, name, place,
 * street, city, zip, country, latitude, longitude, openingHours.compactShort,
 * status.statusId` where "1" is open); Sameday's locker list names the same
 * things `lockerId, address, postalCode, lat, lng`, which are read as well.
 * `capacityExceeded` (or status "full") marks a congested point.
 */
export function parseBranchFeed(feed: unknown, carrier: Carrier): PointRow[] {
  const root = (feed && typeof feed === "object" && "data" in feed ? (feed as { data: unknown }).data : feed) as unknown
  const branches: FeedBranch[] = Array.isArray(root) ? root : root && typeof root === "object" ? Object.values(root) : []
  const rows: PointRow[] = []
  for (const b of branches) {
    const id = str(b.id ?? b.lockerId)
    const latitude = Number(b.latitude ?? b.lat)
    const longitude = Number(b.longitude ?? b.lng)
    const name = str(b.name)
    if (!id || !name || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    const street = str(b.street ?? b.address)
    const city = str(b.city)
    const zip = str(b.zip ?? b.postalCode)
    const hours = b.openingHours as { compactShort?: string } | string | undefined
    const statusValue = b.status as { statusId?: string } | string | undefined
    const statusId = typeof statusValue === "object" ? str(statusValue?.statusId) : str(statusValue)
    const status: PointStatus =
      b.capacityExceeded === true || statusId === "full" ? "full" : statusId === "" || statusId === "1" || statusId === "active" ? "active" : "unavailable"
    rows.push({
      carrier,
      external_id: id,
      country: str(b.country).toLowerCase(),
      name,
      street,
      city,
      zip,
      latitude,
      longitude,
      opening_hours: (typeof hours === "string" ? hours : str(hours?.compactShort)) || null,
      status,
      search_text: foldForSearch([name, str(b.place), street, city, zip, zip.replace(/\s+/g, "")].join(" ")),
    })
  }
  return rows
}

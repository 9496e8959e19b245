import { COURIER_OPTION_CODE, deliveryCode, PICKUP_POINT_OPTION_CODE } from "@electroshop/contracts/delivery"
import { PARCEL_CARRIERS, type ParcelCarrier, type ParcelService } from "@electroshop/contracts/warehouse"

/** Each variant's courier to the door: DPD in the Czech Republic, Sameday in Romania. */
export const COURIER_OF_VARIANT: Record<"cz" | "ro", ParcelCarrier> = { cz: "dpd", ro: "sameday" }

/** Carriers' names as they brand themselves (the same in every language). */
export const CARRIER_NAMES: Record<ParcelCarrier, string> = { packeta: "Packeta", dpd: "DPD", sameday: "Sameday" }

export type ParcelRoute = { carrier: ParcelCarrier; service: ParcelService; pickup_point_id: string | null }

/**
 * Which carrier takes the order's parcel, from its shipping method: to a pickup point with the point's
 * carrier (stored on the method when the shopper chose it), by courier with the variant's courier.
 * Null: collected at a store (or a delivery the shop sends no parcel for).
 */
export function parcelRoute(
  method: { code: string | null | undefined; data: Record<string, unknown> | null | undefined },
  variant: "cz" | "ro",
): ParcelRoute | null {
  const code = deliveryCode(method.code)
  if (code === COURIER_OPTION_CODE) return { carrier: COURIER_OF_VARIANT[variant], service: "courier", pickup_point_id: null }
  if (code !== PICKUP_POINT_OPTION_CODE) return null
  const carrier = method.data?.carrier
  const point = method.data?.external_id
  if (typeof carrier !== "string" || !(PARCEL_CARRIERS as readonly string[]).includes(carrier) || typeof point !== "string" || !point) return null
  return { carrier: carrier as ParcelCarrier, service: "pickup_point", pickup_point_id: point }
}

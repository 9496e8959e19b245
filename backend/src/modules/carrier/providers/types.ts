import type { LabelFormat, ParcelCarrier, ParcelSize, ParcelState } from "@electroshop/contracts/warehouse"
import { PartnerError } from "../../../lib/payment/partner-api"

/** What a carrier needs to take a parcel: its recipient, where it goes, its value, cash to collect, weight and size. */
export type ParcelRequest = {
  /** The shop's order number, printed on the label. */
  order_number: string
  recipient: { first_name: string; last_name: string; email: string; phone: string | null }
  /** The carrier's id of the pickup point the shopper chose; null: delivered to `address`. */
  pickup_point_id: string | null
  address: { street: string; city: string; zip: string; country_code: string } | null
  /** In the order's currency, whole units (CZK and RON have no minor units in the shop). */
  value: number
  cod: number | null
  currency_code: string
  weight_g: number
  /** Its box's outside size (cm), when a box was chosen. */
  size: ParcelSize | null
}

export type RegisteredParcel = { carrier_parcel_id: string; tracking_number: string }

/** The carrier's status of a parcel: its text, and the shop's state it means (null: nothing the shop acts on). */
export type CarrierParcelStatus = { state: ParcelState | null; text: string }

/**
 * One carrier's API. Each implementation names the document it follows; a local stand-in speaking the
 * same API (scripts/lib/fake-<carrier>.mjs) answers in the demo and the tests.
 */
export interface CarrierProvider {
  readonly carrier: ParcelCarrier
  /** Its credentials are set: without them registering a parcel is refused with a message. */
  readonly configured: boolean
  register(parcel: ParcelRequest): Promise<RegisteredParcel>
  /** Withdraws a registered parcel (undoing a registration whose order could not record it). */
  cancel(carrierParcelId: string): Promise<void>
  /** One PDF of the parcels' labels; `offset`: label positions of the first A4 sheet already used. */
  labels(carrierParcelIds: string[], format: LabelFormat, offset: number): Promise<Buffer>
  status(carrierParcelId: string): Promise<CarrierParcelStatus>
  /** The carrier's public tracking page of the parcel, in the shopper's language where it has one. */
  trackingUrl(parcel: RegisteredParcel, locale: string): string
}

/** A carrier's refusal or absence, with the fields it named (Packeta's attribute faults). */
export class CarrierError extends PartnerError {
  constructor(
    message: string,
    httpStatus: number | null,
    readonly fields: Record<string, string> = {},
  ) {
    super(message, httpStatus)
  }
}

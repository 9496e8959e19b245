import type { LabelFormat } from "@electroshop/contracts/warehouse"
import { CarrierError, type CarrierParcelStatus, type CarrierProvider, type ParcelRequest, type RegisteredParcel } from "./types"

/**
 * DPD Czech Republic (courier to the door and DPD Pickup points) through GeoAPI, the REST API DPD CZ gives its
 * customers for shipments, labels and tracking: version 1, https://geoapi.dpd.cz/v1 (OpenAPI "GeoAPI" 1.0.0; v2's
 * is at https://geoapi.dpd.cz/v2/swagger/, the guide at https://geoapi.dpd.cz/public-docs/cs/docs/api-usage). Read as the SDK
 * swagger-codegen generated from that OpenAPI document, github.com/vcerny01/fTools commit 8e317f3,
 * fBarcode/ServiceReference/Dpd/Api/DefaultApi.cs and Model/*.cs (NewShipment, NewShipmentParcelsInner,
 * SubjectInfo, Address, CashOnDeliveryWithAccount, Shipment, Parcel, ParcelNumbers, PDFPrintTypeBatchInput,
 * A4PrintProperties, A6PrintProperties, ParcelEvent, Error):
 *
 *   every call                     x-api-key: {apiKey} (ApiKeyAuth; no token)
 *   POST {apiUrl}/shipments         [NewShipment] → [Shipment { id, parcels: [{ id, parcelNumbers: { main, back }, … }], … }]
 *   POST {apiUrl}/parcels/labels    { printType: "PDF", printProperties: { pageSize, labelsPerPage, labelsOffset }, parcels: [{ parcelNumber }] }
 *                                   → the labels' PDF in Base64
 *   GET  {apiUrl}/parcels/{parcelNo}/tracking → ParcelEvent { parcelInfo, parcelEvents: [{ status: { statusCode, description }, createdAt, … }] }
 *   a refusal                       the HTTP error with Error { code, message, description }: it names no fields
 *
 * That generator leaves the composed schemas empty; they are read as the GeoAPI clients that send them do
 * (github.com/phodoval/dpd-geoapi, github.com/Rada87/dpd-geo-api, the dpd_geo_api gem): the sender as the id of one of
 * the customer's addresses (`it4emId`), the services as `services.selectedServices` with `pickupPoint` (the DPD Pickup
 * point's id, a string), `cashOnDelivery` and `notification`, the payment as "CashOrCard".
 *
 * GeoAPI has no call withdrawing a shipment (see `cancel`) and lists no tracking status codes (see SCANS).
 * A parcel is known by its parcel number, the one on the label and in DPD's public tracking: labels and tracking
 * take it, so it is both the carrier's parcel id and the tracking number.
 */
export type DpdOptions = {
  apiUrl: string
  apiKey?: string
  /** The DPD customer number (DSW) the shipments are sent under. */
  customerDsw?: string
  /** The customer address the courier collects the parcels at: its `it4emId`, as GET /customers/{dsw}/addresses lists it. */
  senderAddressId?: string
}

/**
 * DPD's scan codes, each with the shop's state it means. GeoAPI gives a tracking event a `status.statusCode` and
 * `description` but lists no codes: these are the scan types DPD's status services number (delivered 13, at the
 * Pickup point 23, return to the sender 06, …), not checked against a live GeoAPI answer. Each is a scan of the
 * parcel in DPD's hands; a return is the shop's "returned" from DPD's return scan on, as customer service follows it up.
 */
const SCANS = new Map<string, CarrierParcelStatus["state"]>([
  ["05", null], // pickup scan: the courier took the parcel
  ["15", null], // driver's pickup
  ["02", null], // inbound at a depot
  ["10", null], // hub scan
  ["03", null], // out for delivery
  ["14", null], // not delivered, back at the depot
  ["23", null], // at the DPD Pickup point, not collected yet
  ["13", "delivered"],
  ["06", "returned"],
])

/** DPD's public tracking page's languages (tracking.dpd.de/status/{locale}/parcel/{number}) for the shop's languages. */
const TRACKING_LOCALES: Record<string, string> = { cs: "cs_CZ", sk: "sk_SK", en: "en_US", de: "de_DE", pl: "pl_PL", hu: "hu_HU", ro: "ro_RO" }

type TrackingEvent = { code: string; description: string; at: number }

export class DpdClient implements CarrierProvider {
  readonly carrier = "dpd" as const

  constructor(private readonly options: DpdOptions) {}

  get configured(): boolean {
    return Boolean(this.options.apiKey && this.options.customerDsw && this.options.senderAddressId)
  }

  async register(parcel: ParcelRequest): Promise<RegisteredParcel> {
    const { recipient, address } = parcel
    const name = `${recipient.first_name} ${recipient.last_name}`.trim()
    const shipment = {
      customer: { dsw: this.options.customerDsw },
      shipmentType: "Standard",
      sender: { it4emId: Number(this.options.senderAddressId) },
      receiver: {
        info: {
          name1: name,
          contact: { person: name, ...(recipient.phone ? { phone: recipient.phone } : {}), ...(recipient.email ? { email: recipient.email } : {}) },
        },
        // To a DPD Pickup point the shop has no address of the shopper: the point's id routes the parcel.
        ...(address
          ? {
              address: {
                street: address.street,
                city: address.city,
                postalCode: address.zip.replace(/\s/g, ""),
                country: { isoAlpha2: address.country_code.toUpperCase() },
              },
            }
          : {}),
      },
      references: { ref1: parcel.order_number },
      parcels: [{ weightGrams: parcel.weight_g, references: { ref1: parcel.order_number } }],
      services: {
        selectedServices: {
          // DPD tells the shopper by e-mail or SMS when the parcel comes (or waits at the Pickup point).
          notification: true,
          ...(parcel.pickup_point_id ? { pickupPoint: parcel.pickup_point_id } : {}),
          ...(parcel.cod
            ? {
                cashOnDelivery: {
                  amountCents: Math.round(parcel.cod * 100),
                  currency: parcel.currency_code.toUpperCase(),
                  payment: "CashOrCard",
                  // The order number, as a Czech variable symbol is at most 10 digits.
                  variableSymbol: parcel.order_number.replace(/\D/g, "").slice(-10),
                },
              }
            : {}),
        },
      },
    }
    // The declared value is not sent: GeoAPI takes a value only as parcel insurance, a paid service beyond DPD's liability.
    const created = await this.call("POST", "/shipments", [shipment])
    const first = record(Array.isArray(created) ? created[0] : undefined)
    const number = text(record(record(list(first.parcels)[0]).parcelNumbers).main)
    if (!number) throw new CarrierError("DPD answered the shipment without a parcel number", 200)
    return { carrier_parcel_id: number, tracking_number: number }
  }

  /**
   * GeoAPI has no call withdrawing a shipment: its document says to create a corrected shipment and throw the printed
   * labels away, as DPD collects (and bills) only the parcels handed to its courier. So withdrawing is making sure DPD
   * has not had the parcel yet: refused once its tracking shows a scan.
   */
  async cancel(carrierParcelId: string): Promise<void> {
    const scanned = (await this.events(carrierParcelId)).find((event) => SCANS.has(event.code))
    if (scanned)
      throw new CarrierError(`DPD already has parcel ${carrierParcelId} (${scanned.description || scanned.code}): it can no longer be withdrawn`, 200)
  }

  /** GeoAPI prints A6 labels one to a page, or four to an A4 page skipping the first `labelsOffset` positions. */
  async labels(carrierParcelIds: string[], format: LabelFormat, offset: number): Promise<Buffer> {
    const printProperties =
      format === "a4" ? { pageSize: "A4", labelsPerPage: 4, labelsOffset: Math.max(0, Math.trunc(offset) || 0) % 4 } : { pageSize: "A6", labelsPerPage: 1 }
    const answer = await this.call("POST", "/parcels/labels", {
      printType: "PDF",
      printProperties,
      parcels: carrierParcelIds.map((parcelNumber) => ({ parcelNumber })),
    })
    const pdf = Buffer.from(typeof answer === "string" ? answer : "", "base64")
    if (pdf.subarray(0, 4).toString("latin1") !== "%PDF") throw new CarrierError("DPD answered the labels without a PDF", 200)
    return pdf
  }

  async status(carrierParcelId: string): Promise<CarrierParcelStatus> {
    const latest = (await this.events(carrierParcelId)).at(-1)
    return { state: (latest && SCANS.get(latest.code)) ?? null, text: latest?.description ?? "" }
  }

  /** DPD's public tracking page (the link Czech shop integrations give) in the shopper's language, English where it has none. */
  trackingUrl(parcel: { tracking_number: string }, locale: string): string {
    const language = TRACKING_LOCALES[locale.slice(0, 2).toLowerCase()] ?? "en_US"
    return `https://tracking.dpd.de/status/${language}/parcel/${encodeURIComponent(parcel.tracking_number)}`
  }

  /** The parcel's tracking events, oldest first. */
  private async events(parcelNumber: string): Promise<TrackingEvent[]> {
    const tracking = record(await this.call("GET", `/parcels/${encodeURIComponent(parcelNumber)}/tracking`))
    return list(tracking.parcelEvents)
      .map(record)
      .map((event) => ({
        code: text(record(event.status).statusCode),
        description: text(record(event.status).description),
        at: Date.parse(text(event.createdAt)) || 0,
      }))
      .sort((a, b) => a.at - b.at)
  }

  /**
   * One API call: its JSON answer, or its text where it is not JSON (the labels' Base64, whose media type the document
   * does not name), or DPD's refusal thrown with its Error's message and description.
   */
  private async call(method: "GET" | "POST", path: string, json?: unknown): Promise<unknown> {
    if (!this.configured) throw new CarrierError("DPD is not configured (DPD_API_KEY, DPD_CUSTOMER_DSW, DPD_SENDER_ADDRESS_ID)", null)
    let res: Response
    let body: string
    try {
      res = await fetch(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, {
        method,
        headers: { accept: "application/json", "x-api-key": this.options.apiKey ?? "", ...(json === undefined ? {} : { "content-type": "application/json" }) },
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(15_000),
      })
      body = await res.text()
    } catch (error) {
      throw new CarrierError(`DPD cannot be reached: ${(error as Error).message}`, null)
    }
    const answer = parseJson(body) ?? body.trim()
    if (!res.ok) {
      const error = record(answer)
      const reason = [text(error.message), text(error.description)].filter(Boolean).join(": ")
      throw new CarrierError(`DPD refused ${method} ${path.replace(/\/parcels\/[^/]+\//, "/parcels/{parcelNo}/")}: ${res.status} ${reason}`.trim(), res.status)
    }
    return answer
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "")

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown
  } catch {
    return undefined
  }
}

/** The one reading of DPD_* (medusa-config's module options). */
export function dpdOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DpdOptions {
  return {
    apiUrl: env.DPD_API_URL || "https://geoapi.dpd.cz/v1",
    apiKey: env.DPD_API_KEY,
    customerDsw: env.DPD_CUSTOMER_DSW,
    senderAddressId: env.DPD_SENDER_ADDRESS_ID,
  }
}

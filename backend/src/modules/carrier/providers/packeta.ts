import { XMLBuilder, XMLParser } from "fast-xml-parser"
import type { LabelFormat } from "@electroshop/contracts/warehouse"
import { CarrierError, type CarrierParcelStatus, type CarrierProvider, type ParcelRequest, type RegisteredParcel } from "./types"

/**
 * Packeta (Zásilkovna) through its REST/XML API, as documented at https://docs.packeta.com
 * (github.com/Packeta/api-documentation: "Packeta API", "API methods reference", "Data structures
 * reference", "Errors reference", "Status codes"): POST {apiUrl} an XML document whose root is the
 * method's name and whose children are its arguments; the answer is
 * `<response><status>ok</status><result>…</result></response>` or `<status>fault</status>` with
 * `<fault>`, `<string>` and, for bad packet attributes, `<detail><attributes><fault><name>…`.
 * Packet ids are 64-bit: kept as strings.
 */
export type PacketaOptions = {
  apiUrl: string
  apiPassword?: string
  /** The sender (e-shop) name agreed with Packeta, printed on the label. */
  eshop?: string
}

/** Packeta's label formats for the shop's two sheets. */
const LABEL_FORMAT: Record<LabelFormat, string> = { a6: "A6 on A6", a4: "A6 on A4" }

/** Status codes (docs "Status codes") the shop acts on: delivered, returned to the sender, cancelled. */
const STATE_OF_CODE: Record<string, CarrierParcelStatus["state"]> = { "7": "delivered", "10": "returned", "11": "cancelled" }

const builder = new XMLBuilder({ format: false })
const parser = new XMLParser({ parseTagValue: false, trimValues: true })

export class PacketaClient implements CarrierProvider {
  readonly carrier = "packeta" as const

  constructor(private readonly options: PacketaOptions) {}

  get configured(): boolean {
    return Boolean(this.options.apiPassword)
  }

  async register(parcel: ParcelRequest): Promise<RegisteredParcel> {
    const result = await this.call("createPacket", {
      packetAttributes: {
        number: parcel.order_number,
        name: parcel.recipient.first_name,
        surname: parcel.recipient.last_name,
        email: parcel.recipient.email,
        ...(parcel.recipient.phone ? { phone: parcel.recipient.phone } : {}),
        // A pickup point's id, or for delivery to the door the id of Packeta's home-delivery carrier there.
        addressId: parcel.pickup_point_id ?? "",
        ...(parcel.address ? { street: parcel.address.street, city: parcel.address.city, zip: parcel.address.zip } : {}),
        value: parcel.value,
        ...(parcel.cod ? { cod: parcel.cod } : {}),
        currency: parcel.currency_code.toUpperCase(),
        weight: parcel.weight_g / 1000,
        eshop: this.options.eshop ?? "",
        // Data structures reference, `Size`: the packet's dimensions in millimetres ("yes for some carriers").
        ...(parcel.size ? { size: { length: parcel.size.length_cm * 10, width: parcel.size.width_cm * 10, height: parcel.size.height_cm * 10 } } : {}),
      },
    })
    const id = text(result, "id")
    const barcode = text(result, "barcode")
    if (!id || !barcode) throw new CarrierError("Packeta answered createPacket without id or barcode", 200)
    return { carrier_parcel_id: id, tracking_number: barcode }
  }

  async cancel(carrierParcelId: string): Promise<void> {
    await this.call("cancelPacket", { packetId: carrierParcelId })
  }

  async labels(carrierParcelIds: string[], format: LabelFormat, offset: number): Promise<Buffer> {
    const result = await this.call("packetsLabelsPdf", {
      packetIds: { id: carrierParcelIds },
      format: LABEL_FORMAT[format],
      offset: format === "a4" ? offset : 0,
    })
    if (typeof result !== "string" || !result) throw new CarrierError("Packeta answered packetsLabelsPdf without a PDF", 200)
    return Buffer.from(result, "base64")
  }

  async status(carrierParcelId: string): Promise<CarrierParcelStatus> {
    const result = await this.call("packetStatus", { packetId: carrierParcelId })
    const code = text(result, "statusCode")
    return { state: STATE_OF_CODE[code] ?? null, text: text(result, "statusText") || text(result, "codeText") }
  }

  /** Docs "Packet tracking": https://tracking.packeta.com/<ISO 639-1 language>/?id=<packet id> (the id, not the barcode). */
  trackingUrl(parcel: { carrier_parcel_id: string }, locale: string): string {
    return `https://tracking.packeta.com/${locale}/?id=${encodeURIComponent(parcel.carrier_parcel_id)}`
  }

  /** One API call: the method's arguments after the password; its `result`, or the fault thrown with the attributes it names. */
  private async call(method: string, args: Record<string, unknown>): Promise<unknown> {
    if (!this.configured) throw new CarrierError("Packeta is not configured (PACKETA_API_PASSWORD)", null)
    const body = builder.build({ [method]: { apiPassword: this.options.apiPassword, ...args } }) as string
    let res: Response
    try {
      res = await fetch(this.options.apiUrl, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", accept: "text/xml" },
        body,
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw new CarrierError(`Packeta cannot be reached: ${(error as Error).message}`, null)
    }
    const answer = await res.text()
    let response: Record<string, unknown> | undefined
    try {
      response = (parser.parse(answer) as { response?: Record<string, unknown> }).response
    } catch {
      response = undefined
    }
    if (!response) throw new CarrierError(`Packeta answered ${method} with ${res.status} and no XML response`, res.status)
    if (response.status !== "ok") {
      throw new CarrierError(`Packeta refused ${method}: ${text(response, "fault")} ${text(response, "string")}`.trim(), res.status, attributeFaults(response))
    }
    return response.result
  }
}

const text = (node: unknown, key: string): string => {
  const value = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined
  return value === undefined || value === null || typeof value === "object" ? "" : String(value)
}

/** PacketAttributesFault's detail: attribute name → Packeta's message. */
function attributeFaults(response: Record<string, unknown>): Record<string, string> {
  const detail = response.detail as { attributes?: { fault?: unknown } } | undefined
  const faults = detail?.attributes?.fault
  const list = Array.isArray(faults) ? faults : faults ? [faults] : []
  return Object.fromEntries(list.map((f) => [text(f, "name"), text(f, "fault")]).filter(([name]) => name))
}

/** The one reading of PACKETA_* (medusa-config's module options). */
export function packetaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): PacketaOptions {
  return {
    apiUrl: env.PACKETA_API_URL || "https://www.zasilkovna.cz/api/rest",
    apiPassword: env.PACKETA_API_PASSWORD,
    eshop: env.PACKETA_ESHOP,
  }
}

import { PDFDocument, PageSizes, type PDFPage } from "pdf-lib"
import type { LabelFormat } from "@electroshop/contracts/warehouse"
import { CarrierError, type CarrierParcelStatus, type CarrierProvider, type ParcelRequest, type RegisteredParcel } from "./types"

/**
 * Sameday Courier (Romania) through its REST API as Sameday's official PHP SDK speaks it
 * (github.com/sameday-courier/php-sdk, SamedayClient::VERSION 2.4.1, tag v2.4.1): src/Sameday/SamedayClient.php
 * (host https://api.sameday.ro, token handling), src/Sameday/Requests/SamedayAuthenticateRequest.php,
 * SamedayPostAwbRequest.php with Objects/PostAwb/Request/EntityObject.php and AwbRecipientEntityObject.php,
 * SamedayGetAwbPdfRequest.php, SamedayGetAwbStatusHistoryRequest.php, SamedayDeleteAwbRequest.php,
 * SamedayGetServicesRequest.php, SamedayGetPickupPointsRequest.php, the matching Responses/*.php,
 * Exceptions/SamedayBadRequestException.php and the JSON fixtures of tests/Responses/*Test.php:
 *
 *   POST   {apiUrl}/api/authenticate                X-AUTH-USERNAME, X-AUTH-PASSWORD, form remember_me=1 → { token, expire_at }
 *   GET    {apiUrl}/api/client/services             ?page&countPerPage → { data: [{ id, serviceCode, … }], currentPage, pages, … }
 *   GET    {apiUrl}/api/client/pickup-points        likewise → { data: [{ id, defaultPickupPoint, … }], … }
 *   POST   {apiUrl}/api/awb                         the AWB, form-encoded as PHP's http_build_query → { awbNumber, awbCost, parcels: [{ position, awbNumber }] }
 *   GET    {apiUrl}/api/awb/download/{awb}/{A4|A6}  the AWB's PDF
 *   GET    {apiUrl}/api/client/awb/{awb}/status     { expeditionSummary, expeditionStatus, parcelsStatus, expeditionHistory }
 *   DELETE {apiUrl}/api/awb/{awb}                   withdraws the AWB
 *
 * Every call but the first sends X-AUTH-TOKEN; on a 401 or 403 the SDK logs in once more and repeats it.
 * A refusal is `{ code, message, errors: { errors?, children: { field: { errors: […], children: … } } } }` (400,
 * Symfony form errors) or `{ error: { code, message } }` (the shape Sameday's WooCommerce and OpenCart plugins read).
 */
export type SamedayOptions = {
  /** The API's host, without /api (the SDK's `host`). */
  apiUrl: string
  username?: string
  password?: string
  /** Sameday's id of the shop's warehouse as a pickup point; unset: the account's default pickup point. */
  pickupPointId?: string
  /** Service ids differ between accounts; unset: the account's service with code "24" (courier) or "LN" (easybox). */
  serviceId?: string
  lockerServiceId?: string
}

/**
 * The service codes Sameday's plugins choose services by (woocommerce-plugin classes/samedaycourier-helper-class.php
 * STANDARD_24H_CODE, LOCKER_NEXT_DAY_CODE), the SDK's fixture naming code "24" "24H".
 */
const COURIER_SERVICE_CODE = "24"
const LOCKER_SERVICE_CODE = "LN"

/**
 * Romania's counties by the first two digits of the postal code (each of the 22,525 localities of Sameday's own
 * nomenclator, woocommerce-plugin classes/cities.json, agrees), as the county names Sameday's nomenclator writes
 * without diacritics ("Bucuresti" in the SDK's fixtures). The shop's address has no county and the SDK sends the
 * recipient's county by id or by name (EntityObject: `county` or `countyString`).
 */
const COUNTY_OF_ZIP: Record<string, string> = {
  ...Object.fromEntries(["01", "02", "03", "04", "05", "06"].map((prefix) => [prefix, "Bucuresti"])),
  "07": "Ilfov",
  "08": "Giurgiu",
  "10": "Prahova",
  "11": "Arges",
  "12": "Buzau",
  "13": "Dambovita",
  "14": "Teleorman",
  "20": "Dolj",
  "21": "Gorj",
  "22": "Mehedinti",
  "23": "Olt",
  "24": "Valcea",
  "30": "Timis",
  "31": "Arad",
  "32": "Caras-Severin",
  "33": "Hunedoara",
  "40": "Cluj",
  "41": "Bihor",
  "42": "Bistrita-Nasaud",
  "43": "Maramures",
  "44": "Satu Mare",
  "45": "Salaj",
  "50": "Brasov",
  "51": "Alba",
  "52": "Covasna",
  "53": "Harghita",
  "54": "Mures",
  "55": "Sibiu",
  "60": "Bacau",
  "61": "Neamt",
  "62": "Vrancea",
  "70": "Iasi",
  "71": "Botosani",
  "72": "Suceava",
  "73": "Vaslui",
  "80": "Galati",
  "81": "Braila",
  "82": "Tulcea",
  "90": "Constanta",
  "91": "Calarasi",
  "92": "Ialomita",
}

/** AWB PDFs downloaded at once: Sameday prints one AWB a call. */
const PARALLEL_DOWNLOADS = 5

type Answer = { status: number; body: Buffer }
type FormValue = string | number | Form | Form[] | undefined
type Form = { [field: string]: FormValue }
type AccountIds = { pickupPoint: string; courier: string; locker: string }

export class SamedayClient implements CarrierProvider {
  readonly carrier = "sameday" as const
  private token: Promise<string> | null = null
  private accountIds: Promise<AccountIds> | null = null

  constructor(private readonly options: SamedayOptions) {}

  get configured(): boolean {
    return Boolean(this.options.username && this.options.password)
  }

  async register(parcel: ParcelRequest): Promise<RegisteredParcel> {
    const ids = await this.ids()
    const locker = parcel.pickup_point_id
    const service = locker ? ids.locker : ids.courier
    if (!ids.pickupPoint || !service) {
      const missing = !ids.pickupPoint ? "default pickup point (SAMEDAY_PICKUP_POINT)" : `service ${locker ? LOCKER_SERVICE_CODE : COURIER_SERVICE_CODE}`
      throw new CarrierError(`Sameday lists no ${missing} for this account`, null)
    }
    const address = parcel.address
    const weight = parcel.weight_g / 1000
    const awb: Form = {
      pickupPoint: ids.pickupPoint,
      packageType: 0, // PackageType::PARCEL
      packageNumber: 1,
      packageWeight: weight,
      service,
      awbPayment: 1, // AwbPaymentType::CLIENT: the shop pays the delivery
      cashOnDelivery: parcel.cod ?? 0,
      cashOnDeliveryReturns: 1, // CodCollectorType::CLIENT, as Sameday's WooCommerce plugin sends
      insuredValue: parcel.value,
      thirdPartyPickup: 0,
      awbRecipient: {
        name: `${parcel.recipient.first_name} ${parcel.recipient.last_name}`.trim(),
        // The SDK always sends one; without it Sameday's refusal names awbRecipient.phoneNumber.
        phoneNumber: parcel.recipient.phone ?? undefined,
        personType: 0, // PersonType::INDIVIDUAL
        email: parcel.recipient.email || undefined,
        // To an easybox the shop has no address (Sameday's plugins send the easybox's own there, which the shop does not keep).
        ...(address
          ? {
              address: address.street,
              cityString: address.city,
              countyString: COUNTY_OF_ZIP[address.zip.replace(/\s/g, "").slice(0, 2)],
              postalCode: address.zip,
            }
          : {}),
      },
      // The SDK's ParcelDimensionsObject: weight (kg) and, when known, width, length and height (cm).
      parcels: [{ weight, ...(parcel.size ? { width: parcel.size.width_cm, length: parcel.size.length_cm, height: parcel.size.height_cm } : {}) }],
      clientInternalReference: parcel.order_number,
      // The easybox (Sameday's lockerId, the pickup point feed's id) for Locker NextDay.
      lockerLastMile: locker ?? undefined,
      currency: parcel.currency_code.toUpperCase(),
    }
    const body = json(await this.call("POST", "/api/awb", phpForm(awb)), "the AWB")
    if (typeof body.awbNumber !== "string" || !body.awbNumber) throw new CarrierError("Sameday answered the AWB without awbNumber", 200)
    // The AWB number is what the SDK prints, tracks and deletes by; the parcels' numbers (awbNumber + 001…) are only the barcodes.
    return { carrier_parcel_id: body.awbNumber, tracking_number: body.awbNumber }
  }

  async cancel(carrierParcelId: string): Promise<void> {
    await this.call("DELETE", `/api/awb/${encodeURIComponent(carrierParcelId)}`)
  }

  /**
   * Sameday prints one AWB a call, in A6 or A4 (AwbPdfType), and takes no offset (nor does the SDK say how its A4 is
   * laid out), so both sheets are made from the A6 prints: as they are, or four to an A4 page from position `offset`.
   */
  async labels(carrierParcelIds: string[], format: LabelFormat, offset: number): Promise<Buffer> {
    const prints: Buffer[] = []
    for (let i = 0; i < carrierParcelIds.length; i += PARALLEL_DOWNLOADS) {
      const batch = carrierParcelIds.slice(i, i + PARALLEL_DOWNLOADS)
      prints.push(...(await Promise.all(batch.map(async (id) => (await this.call("GET", `/api/awb/download/${encodeURIComponent(id)}/A6`)).body))))
    }
    const documents = await Promise.all(prints.map(readPdf))
    const sheet = format === "a6" ? await oneAfterAnother(documents) : await fourOnA4(documents, offset)
    return Buffer.from(await sheet.save())
  }

  /**
   * The SDK names no status ids for a return or a cancellation, but the history's summary says `delivered` and
   * `canceled`, and a parcel's status whether it travels back (`inReturn`, which SDK 2.4.1 reads on the parcel history,
   * ParcelStatusHistory/HistoryObject, and the AWB's parcelsStatus carries too): delivered in return is back at the shop.
   */
  async status(carrierParcelId: string): Promise<CarrierParcelStatus> {
    const body = json(await this.call("GET", `/api/client/awb/${encodeURIComponent(carrierParcelId)}/status`), "the AWB status")
    const summary = record(body.expeditionSummary)
    const current = record(body.expeditionStatus)
    const inReturn = Array.isArray(body.parcelsStatus) && body.parcelsStatus.some((parcel) => record(parcel).inReturn === true)
    const state = summary.canceled === true ? "cancelled" : summary.delivered === true ? (inReturn ? "returned" : "delivered") : null
    return { state, text: text(current.statusLabel) || text(current.status) }
  }

  /**
   * Sameday's public tracking page, the AWB in the fragment. Sameday's SDK and plugins link no tracking page: this is
   * the form shop integrations use, with no language variant known, so the locale is not passed.
   */
  trackingUrl(parcel: { tracking_number: string }): string {
    return `https://sameday.ro/#awb=${encodeURIComponent(parcel.tracking_number)}`
  }

  /** The options' pickup point and services, else the account's (looked up once, as Sameday's plugins sync them). */
  private ids(): Promise<AccountIds> {
    this.accountIds ??= this.lookUpIds().catch((error: unknown) => {
      this.accountIds = null
      throw error
    })
    return this.accountIds
  }

  private async lookUpIds(): Promise<AccountIds> {
    const { pickupPointId, serviceId, lockerServiceId } = this.options
    const services = serviceId && lockerServiceId ? [] : await this.list("/api/client/services")
    const pickupPoints = pickupPointId ? [] : await this.list("/api/client/pickup-points")
    const serviceOf = (code: string) => text(services.find((s) => s.serviceCode === code)?.id)
    return {
      pickupPoint: pickupPointId || text(pickupPoints.find((p) => p.defaultPickupPoint === true)?.id),
      courier: serviceId || serviceOf(COURIER_SERVICE_CODE),
      locker: lockerServiceId || serviceOf(LOCKER_SERVICE_CODE),
    }
  }

  /** Every page of a paginated list (SamedayRequestPaginationTrait: page, countPerPage 50). */
  private async list(path: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = []
    for (let page = 1; ; page++) {
      const body = json(await this.call("GET", `${path}?page=${page}&countPerPage=50`), path)
      const data = Array.isArray(body.data) ? body.data.map(record) : []
      items.push(...data)
      if (!data.length || page >= Number(body.pages ?? 1)) return items
    }
  }

  private login(): Promise<string> {
    this.token ??= this.authenticate().catch((error: unknown) => {
      this.token = null
      throw error
    })
    return this.token
  }

  private async authenticate(): Promise<string> {
    const headers = { "X-AUTH-USERNAME": this.options.username ?? "", "X-AUTH-PASSWORD": this.options.password ?? "" }
    const body = json(accepted(await this.send("POST", "/api/authenticate", "remember_me=1", headers), "the login"), "the login")
    if (typeof body.token !== "string" || !body.token) throw new CarrierError("Sameday answered the login without a token", 200)
    return body.token
  }

  /** One API call with the token; the answer, or Sameday's refusal thrown with the fields it names. */
  private async call(method: "GET" | "POST" | "DELETE", path: string, form?: string): Promise<Answer> {
    if (!this.configured) throw new CarrierError("Sameday is not configured (SAMEDAY_USERNAME, SAMEDAY_PASSWORD)", null)
    let answer = await this.send(method, path, form, { "X-AUTH-TOKEN": await this.login() })
    // An expired token: log in once more (the SDK does so on 401 and 403 alike).
    if (answer.status === 401 || answer.status === 403) {
      this.token = null
      answer = await this.send(method, path, form, { "X-AUTH-TOKEN": await this.login() })
    }
    return accepted(answer, `${method} ${path.replace(/\?.*/, "")}`)
  }

  private async send(method: string, path: string, form: string | undefined, headers: Record<string, string>): Promise<Answer> {
    try {
      const res = await fetch(`${this.options.apiUrl.replace(/\/$/, "")}${path}`, {
        method,
        headers: {
          accept: "application/json, application/pdf",
          ...(form === undefined ? {} : { "content-type": "application/x-www-form-urlencoded" }),
          ...headers,
        },
        body: form,
        signal: AbortSignal.timeout(15_000),
      })
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) }
    } catch (error) {
      throw new CarrierError(`Sameday cannot be reached: ${(error as Error).message}`, null)
    }
  }
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string => (typeof value === "string" || typeof value === "number" ? String(value) : "")

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(text).filter(Boolean) : [])

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8")) as unknown
  } catch {
    return undefined
  }
}

function json(answer: Answer, what: string): Record<string, unknown> {
  const body = parseJson(answer.body)
  if (!body || typeof body !== "object") throw new CarrierError(`Sameday answered ${what} with ${answer.status} and no JSON`, answer.status)
  return record(body)
}

/** A 2xx answer as it is; anything else as the refusal it carries (SamedayBadRequestException's errors, or `error.message`). */
function accepted(answer: Answer, what: string): Answer {
  if (answer.status >= 200 && answer.status < 300) return answer
  const body = record(parseJson(answer.body))
  const errors = record(body.errors)
  const message = [text(body.message) || text(record(body.error).message), ...strings(errors.errors)].filter(Boolean).join(" ")
  throw new CarrierError(`Sameday refused ${what}: ${answer.status} ${message}`.trim(), answer.status, fieldErrors(errors.children))
}

/** The form's errors by field path, as the SDK's getErrors() keys them: `awbRecipient.phoneNumber` → its messages. */
function fieldErrors(children: unknown, path: string[] = [], found: Record<string, string> = {}): Record<string, string> {
  for (const [name, child] of Object.entries(record(children))) {
    const messages = strings(record(child).errors)
    if (messages.length) found[[...path, name].join(".")] = messages.join(" ")
    fieldErrors(record(child).children, [...path, name], found)
  }
  return found
}

/** A form body as PHP's http_build_query writes the SDK's arrays: `awbRecipient[name]=…&parcels[0][weight]=…`, unset fields left out. */
function phpForm(form: Form): string {
  const params = new URLSearchParams()
  const add = (name: string, value: FormValue) => {
    if (value === undefined) return
    if (typeof value !== "object") return params.append(name, String(value))
    for (const [key, inner] of Object.entries(value)) add(name ? `${name}[${key}]` : key, inner)
  }
  add("", form)
  return params.toString()
}

async function readPdf(bytes: Buffer): Promise<PDFDocument> {
  try {
    return await PDFDocument.load(bytes)
  } catch (error) {
    throw new CarrierError(`Sameday's AWB PDF cannot be read: ${(error as Error).message}`, 200)
  }
}

async function oneAfterAnother(documents: PDFDocument[]): Promise<PDFDocument> {
  const sheet = await PDFDocument.create()
  for (const document of documents) for (const page of await sheet.copyPages(document, document.getPageIndices())) sheet.addPage(page)
  return sheet
}

/** The labels' pages scaled into the quarters of A4 pages, left to right from the top, the first sheet's first `offset` quarters left empty. */
async function fourOnA4(documents: PDFDocument[], offset: number): Promise<PDFDocument> {
  const sheet = await PDFDocument.create()
  const [width, height] = PageSizes.A4
  const [cellWidth, cellHeight] = [width / 2, height / 2]
  const start = Math.max(0, Math.trunc(offset) || 0) % 4
  let page: PDFPage | null = null
  let slot = start
  for (const document of documents) {
    for (const label of await sheet.embedPdf(document, document.getPageIndices())) {
      if (!page || slot === 0) page = sheet.addPage([width, height])
      const scale = Math.min(cellWidth / label.width, cellHeight / label.height)
      const [column, row] = [slot % 2, Math.floor(slot / 2)]
      page.drawPage(label, {
        x: column * cellWidth + (cellWidth - label.width * scale) / 2,
        y: height - (row + 1) * cellHeight + (cellHeight - label.height * scale) / 2,
        xScale: scale,
        yScale: scale,
      })
      slot = (slot + 1) % 4
    }
  }
  return sheet
}

/** The one reading of SAMEDAY_* (medusa-config's module options). */
export function samedayOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SamedayOptions {
  return {
    apiUrl: env.SAMEDAY_API_URL || "https://api.sameday.ro",
    username: env.SAMEDAY_USERNAME,
    password: env.SAMEDAY_PASSWORD,
    pickupPointId: env.SAMEDAY_PICKUP_POINT,
    serviceId: env.SAMEDAY_SERVICE_ID,
    lockerServiceId: env.SAMEDAY_LOCKER_SERVICE_ID,
  }
}

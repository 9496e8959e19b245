import crypto from "node:crypto"
import { labelsPdf, SHEETS } from "./fake-labels.mjs"
import { sendJson, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for the Sameday Courier API (Romania), used by `npm start` without SAMEDAY_USERNAME and by
 * the tests, because the real API cannot be reached from here. It speaks the API as Sameday's official PHP SDK
 * sends and reads it (github.com/sameday-courier/php-sdk, v2.4.1: src/Sameday/SamedayClient.php, Requests/*.php,
 * Responses/*.php, Exceptions/SamedayBadRequestException.php and the JSON fixtures of tests/Responses/*Test.php):
 *
 *   POST   /api/authenticate                 headers X-AUTH-USERNAME, X-AUTH-PASSWORD, form remember_me → 200 { token,
 *                                            expire_at "Y-m-d H:i" }; wrong credentials → 403 (the SDK's
 *                                            SamedayAuthenticationException, which its login() reads as refused)
 *   every other call                         header X-AUTH-TOKEN; missing, unknown or expired → 401 (SamedayAuthorizationException)
 *   GET    /api/client/services              ?page&countPerPage → { total, currentPage, pages, perPage, data: [ServiceObject] }
 *   GET    /api/client/pickup-points         likewise, data: [PickupPointObject] (the shop's warehouse, the default one)
 *   POST   /api/awb                          the AWB as PHP's http_build_query form (SamedayPostAwbRequest) → 201 { awbNumber
 *                                            "1SDY…", awbCost, parcels: [{ position, awbNumber "1SDY…001" }], pdfLink }
 *   GET    /api/awb/download/{awb}/{A4|A6}   the AWB's PDF (AwbPdfType): one A6 label per parcel, on A6 pages or on A4 ones
 *   GET    /api/client/awb/{awb}/status      { expeditionSummary, expeditionStatus, parcelsStatus, expeditionHistory (newest first) }
 *   DELETE /api/awb/{awb}                    204; only while the AWB is just issued, else 400 (the refusal Sameday's
 *                                            OpenCart plugin recognises: the AWB is closed operationally)
 *   refusals                                 400 { code, message: "Validation Failed", errors: { children: { field: { errors:
 *                                            […] }, awbRecipient: { children: { phoneNumber: { errors: […] } } } } } } (Symfony
 *                                            form errors, SamedayBadRequestException); other statuses { error: { code, message } }
 *                                            (the shape Sameday's WooCommerce and OpenCart plugins read)
 *
 * What the SDK does not show is the fake's own: its service and pickup point ids (each account has its own; 7 is
 * the SDK fixture's "24H"), the status ids of a return and a cancellation (see SAMEDAY_STATUSES), the validation
 * messages past the fixture's, and that a deleted AWB is no longer found. An AWB to an easybox uses the service
 * with code "LN" and names the easybox in lockerLastMile (any positive integer here); a courier AWB needs the
 * recipient's address, city and county (by name: cityString, countyString, one of Romania's 42 counties).
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls` records API calls as
 * { method, path, authorised, body }, the body being the parsed form without credentials; `/__fail` fails the next
 * authorised call with that HTTP status), and
 *   GET    /__awbs                        → every AWB: { awbNumber, awbCost, parcels, request (the form as nested fields),
 *                                           statusHistory (oldest first), deleted }
 *   POST   /__status { awbNumber, status } → appends SAMEDAY_STATUSES[status] to the AWB's history; 404 for an unknown
 *                                           AWB, 409 for a deleted one, 400 for an unknown status
 *   DELETE /__tokens                      → 204, forgets every token issued (the next call answers 401)
 *
 * Returns { url, calls, stop, apiUrl, username, password, awbs, env }, `env` being the SAMEDAY_* variables that
 * point the backend here. Run alone: `node scripts/lib/fake-sameday.mjs [port]` (random credentials, printed).
 */

/** The variable whose absence makes `npm start` run this stand-in. */
export const SAMEDAY_CREDENTIAL_ENV = "SAMEDAY_USERNAME"

/**
 * The statuses the tests move an AWB through. Ids and texts of `issued`, `out_for_delivery` and `delivered` are the
 * SDK fixtures' (tests/Responses/SamedayGet*StatusHistoryResponseTest.php), `in_transit` is Sameday's as it appears in
 * public integrations; the SDK lists none for a return or a cancellation, so those ids (900s) are the fake's own.
 * The flags are what the status history's summary and parcels then say: delivered, canceled, inReturn.
 */
export const SAMEDAY_STATUSES = {
  issued: { statusId: 1, status: "AWB Emis", statusLabel: "Document de transport emis", statusState: "Comanda curier primita" },
  in_transit: { statusId: 56, status: "Iesire din hub", statusLabel: "In tranzit spre depozit", statusState: "Coletul este in tranzit" },
  out_for_delivery: { statusId: 33, status: "In livrare la curier", statusLabel: "In livrare la curier", statusState: "Colete in curs de livrare" },
  delivered: { statusId: 9, status: "Livrata cu succes", statusLabel: "Colet livrat", statusState: "Colete livrate", delivered: true },
  returning: { statusId: 901, status: "Retur catre expeditor", statusLabel: "Colet in retur catre expeditor", statusState: "Colete in retur", inReturn: true },
  returned: {
    statusId: 902,
    status: "Returnata la expeditor",
    statusLabel: "Colet returnat la expeditor",
    statusState: "Colete returnate",
    delivered: true,
    inReturn: true,
  },
  cancelled: { statusId: 903, status: "AWB anulat", statusLabel: "Expeditie anulata", statusState: "Expeditii anulate", canceled: true },
}

/** The account's services (ServiceObject); codes as Sameday's plugins choose them: "24" to the door, "LN" to an easybox. */
const SERVICES = [
  { id: 7, name: "24H", serviceCode: "24", deliveryType: { id: 2, name: "NextDay" }, defaultServices: true, serviceOptionalTaxes: [] },
  { id: 15, name: "Locker NextDay", serviceCode: "LN", deliveryType: { id: 2, name: "NextDay" }, defaultServices: false, serviceOptionalTaxes: [] },
]
const LOCKER_SERVICE_IDS = ["15"]

/** The shop's warehouse as the account's (default) pickup point (PickupPointObject). */
const PICKUP_POINTS = [
  {
    id: 4201,
    country: { id: 187, name: "Romania", code: "RO" },
    county: { id: 1, name: "Bucuresti", code: "B" },
    city: { samedayDeliveryAgency: "B_SEMA_A03", samedayPickupAgency: "B_SEMA_A03", id: 3, name: "Sectorul 3", extraKM: 0 },
    address: "Str. Depozitelor 12",
    defaultPickupPoint: true,
    pickupPointContactPerson: [{ id: 4301, name: "Depozit", phoneNumber: "0213000000", defaultContactPerson: true }],
    alias: "electroshop depozit",
    status: true,
  },
]

/** Romania's counties as Sameday's nomenclator names them (without diacritics). */
// prettier-ignore
const COUNTIES = [
  "Alba", "Arad", "Arges", "Bacau", "Bihor", "Bistrita-Nasaud", "Botosani", "Braila", "Brasov", "Bucuresti", "Buzau", "Calarasi",
  "Caras-Severin", "Cluj", "Constanta", "Covasna", "Dambovita", "Dolj", "Galati", "Giurgiu", "Gorj", "Harghita", "Hunedoara", "Ialomita",
  "Iasi", "Ilfov", "Maramures", "Mehedinti", "Mures", "Neamt", "Olt", "Prahova", "Salaj", "Satu Mare", "Sibiu", "Suceava", "Teleorman",
  "Timis", "Tulcea", "Valcea", "Vaslui", "Vrancea",
]
const plain = (s) =>
  String(s ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
const KNOWN_COUNTIES = new Set(COUNTIES.map(plain))
const CURRENCIES = ["RON", "EUR", "BGN", "HUF"]

const str = (value) => (value === undefined || value === null || typeof value === "object" ? "" : String(value).trim())
const num = (value) => (/^-?\d+(\.\d+)?$/.test(str(value)) ? Number(str(value)) : NaN)

/** The form PHP's http_build_query writes (`awbRecipient[name]=…&parcels[0][weight]=…`) as nested fields, `[0]`, `[1]`… as lists. */
export function phpFormFields(raw) {
  const fields = Object.create(null)
  for (const [key, value] of new URLSearchParams(raw)) {
    const [head, ...rest] = key.split("[")
    const path = [head, ...rest.map((part) => part.replace(/]$/, ""))]
    let node = fields
    for (const name of path.slice(0, -1)) node = typeof node[name] === "object" ? node[name] : (node[name] = Object.create(null))
    node[path[path.length - 1]] = value
  }
  const listed = (node) => {
    if (typeof node !== "object") return node
    const entries = Object.entries(node).map(([name, inner]) => [name, listed(inner)])
    return entries.every(([name], i) => name === String(i)) && entries.length ? entries.map(([, inner]) => inner) : Object.fromEntries(entries)
  }
  return listed(fields)
}

/** SamedayPostAwbRequest's fields checked as the shop sends them → [path, message] faults. */
export function awbFaults(form) {
  const faults = []
  const bad = (path, message) => faults.push([path, message])
  const recipient = form.awbRecipient && typeof form.awbRecipient === "object" ? form.awbRecipient : {}
  const parcels = Array.isArray(form.parcels) ? form.parcels : []
  const toLocker = LOCKER_SERVICE_IDS.includes(str(form.service))

  if (!str(form.pickupPoint)) bad(["pickupPoint"], "This value should not be null.")
  else if (!PICKUP_POINTS.some((p) => String(p.id) === str(form.pickupPoint))) bad(["pickupPoint"], "The given pickupPoint is invalid!")
  if (!SERVICES.some((s) => String(s.id) === str(form.service))) bad(["service"], "The given service is invalid!")
  if (!["0", "1", "2"].includes(str(form.packageType))) bad(["packageType"], "The value you selected is not a valid choice.")
  if (str(form.awbPayment) !== "1") bad(["awbPayment"], "The value you selected is not a valid choice.")
  if (!(num(form.packageNumber) >= 1) || num(form.packageNumber) !== parcels.length) bad(["packageNumber"], "This value should be the number of parcels.")
  if (!(num(form.packageWeight) > 0)) bad(["packageWeight"], "This value should be greater than 0.")
  if (!parcels.length) bad(["parcels"], "This value should not be blank.")
  parcels.forEach((parcel, i) => {
    if (!(num(parcel?.weight) > 0)) bad(["parcels", String(i), "weight"], "This value should be greater than 0.")
    for (const side of ["width", "length", "height"])
      if (str(parcel?.[side]) && !(num(parcel[side]) > 0)) bad(["parcels", String(i), side], "This value should be greater than 0.")
  })
  for (const field of ["cashOnDelivery", "insuredValue"])
    if (str(form[field]) && !(num(form[field]) >= 0)) bad([field], "This value should be greater than or equal to 0.")
  if (str(form.currency) && !CURRENCIES.includes(str(form.currency))) bad(["currency"], "The value you selected is not a valid choice.")

  const to = (field) => ["awbRecipient", field]
  if (!str(recipient.name)) bad(to("name"), "This value should not be blank.")
  if (!str(recipient.phoneNumber)) bad(to("phoneNumber"), "This value should not be blank.")
  else if (!/^\+?[\d\s().-]{6,20}$/.test(str(recipient.phoneNumber))) bad(to("phoneNumber"), "This value is not a valid phone number.")
  if (str(recipient.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(recipient.email))) bad(to("email"), "This value is not a valid email address.")
  if (!["0", "1"].includes(str(recipient.personType))) bad(to("personType"), "The value you selected is not a valid choice.")
  if (toLocker) {
    if (!str(form.lockerLastMile)) bad(["lockerLastMile"], "This value should not be blank.")
    else if (!/^[1-9]\d{0,9}$/.test(str(form.lockerLastMile))) bad(["lockerLastMile"], "The given easybox is invalid!")
  } else {
    if (str(form.lockerLastMile)) bad(["lockerLastMile"], "The selected service does not deliver to an easybox.")
    if (!str(recipient.address)) bad(to("address"), "This value should not be blank.")
    if (!str(recipient.cityString) && !str(recipient.city)) bad(to("cityString"), "This value should not be blank.")
    if (!str(recipient.countyString) && !str(recipient.county)) bad(to("countyString"), "This value should not be blank.")
    else if (str(recipient.countyString) && !KNOWN_COUNTIES.has(plain(recipient.countyString))) bad(to("countyString"), "Invalid county.")
  }
  return faults
}

/** Faults as Symfony's form errors: { children: { name: { errors: […], children: … } } }. */
const errorTree = (faults) => {
  const root = {}
  for (const [path, message] of faults) {
    let node = root
    for (const name of path) {
      node.children ??= {}
      node = node.children[name] ??= {}
    }
    ;(node.errors ??= []).push(message)
  }
  return root
}
const refusal = (res, code, message) => sendJson(res, code, { error: { code, message } })

/** Sameday's dates: Bucharest time with its offset, `2019-02-26T09:37:28+0200`. */
const bucharestDate = (date = new Date()) => {
  const local = date.toLocaleString("sv-SE", { timeZone: "Europe/Bucharest" }).replace(" ", "T")
  const zone = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Bucharest", timeZoneName: "longOffset" }).formatToParts(date)
  const offset = zone
    .find((part) => part.type === "timeZoneName")
    ?.value.replace(/^GMT/, "")
    .replace(":", "")
  return `${local}${offset || "+0000"}`
}

export async function startFakeSameday({
  port = 0,
  host = "127.0.0.1",
  username = `shop-${crypto.randomBytes(4).toString("hex")}`,
  password = crypto.randomBytes(16).toString("hex"),
} = {}) {
  const awbs = new Map()
  const tokens = new Map()

  const newAwbNumber = () => {
    let number
    do number = `1SDY${crypto.randomInt(100_000_000, 1_000_000_000)}`
    while (awbs.has(number))
    return number
  }
  const setStatus = (awb, key) => {
    const { statusId, status, statusLabel, statusState } = SAMEDAY_STATUSES[key]
    const county = str(awb.request.awbRecipient?.countyString) || "Bucuresti"
    awb.statusHistory.push({ key, statusId, status, statusLabel, statusState, statusDate: bucharestDate(), county, reason: "", transitLocation: "" })
  }
  const publicStatus = ({ key: _key, ...entry }) => entry
  const statusAnswer = (awb, baseUrl) => {
    const current = awb.statusHistory[awb.statusHistory.length - 1]
    const flags = SAMEDAY_STATUSES[current.key]
    const delivered = awb.statusHistory.findLast((entry) => SAMEDAY_STATUSES[entry.key].delivered)
    return {
      expeditionSummary: {
        deliveredAt: flags.delivered ? delivered.statusDate : "",
        lastDeliveryAttempt: "",
        delivered: Boolean(flags.delivered),
        canceled: Boolean(flags.canceled),
        deliveryAttempts: awb.statusHistory.filter((entry) => entry.key === "out_for_delivery").length,
        servicePayment: 0,
        awbWeight: num(awb.request.packageWeight),
        cashOnDelivery: num(awb.request.cashOnDelivery) || 0,
        awbNumber: awb.awbNumber,
        redirectionsAttempts: 0,
      },
      expeditionStatus: publicStatus(current),
      parcelsStatus: awb.parcels.map((parcel) => ({
        ...publicStatus(current),
        parcelAwbNumber: parcel.awbNumber,
        // As in the SDK fixture; the fake does not speak the parcel history it names.
        parcelDetails: `${baseUrl}/api/client/parcel/${parcel.awbNumber}/status-history`,
        inReturn: Boolean(flags.inReturn),
      })),
      expeditionHistory: awb.statusHistory.map(publicStatus).reverse(),
    }
  }
  const paginated = (url, items) => {
    const perPage = Math.max(1, Number(url.searchParams.get("countPerPage")) || 50)
    const currentPage = Math.max(1, Number(url.searchParams.get("page")) || 1)
    const data = items.slice((currentPage - 1) * perPage, currentPage * perPage)
    return { total: items.length, currentPage, pages: Math.max(1, Math.ceil(items.length / perPage)), perPage, data }
  }
  const labelOf = (awb, parcel) => {
    const form = awb.request
    const to = form.awbRecipient ?? {}
    const sender = PICKUP_POINTS.find((p) => String(p.id) === str(form.pickupPoint))
    return {
      carrier: "Sameday",
      source: "fake-sameday",
      barcode: parcel.awbNumber,
      barcodeText: `AWB ${awb.awbNumber}  ${parcel.position}/${awb.parcels.length}`,
      recipient: str(to.name),
      destination: str(form.lockerLastMile)
        ? [`easybox ${str(form.lockerLastMile)}`]
        : [str(to.address), `${str(to.postalCode)} ${str(to.cityString) || str(to.city)}`.trim(), str(to.countyString) || str(to.county)].filter(Boolean),
      order: str(form.clientInternalReference),
      weightKg: str(form.parcels[parcel.position - 1]?.weight),
      cod: num(form.cashOnDelivery) > 0 ? { amount: str(form.cashOnDelivery), currency: str(form.currency) || "RON" } : null,
      sender: sender ? `${sender.alias}, ${sender.address}` : "",
    }
  }

  const api = async (req, res, { url, path, raw, baseUrl }, found) => {
    if (path === "/api/client/services" && req.method === "GET") return sendJson(res, 200, paginated(url, SERVICES))
    if (path === "/api/client/pickup-points" && req.method === "GET") return sendJson(res, 200, paginated(url, PICKUP_POINTS))
    if (path === "/api/awb" && req.method === "POST") {
      const form = phpFormFields(raw)
      const faults = awbFaults(form)
      if (faults.length) return sendJson(res, 400, { code: 400, message: "Validation Failed", errors: errorTree(faults) })
      const awbNumber = newAwbNumber()
      const parcels = form.parcels.map((_parcel, i) => ({ position: i + 1, awbNumber: `${awbNumber}${String(i + 1).padStart(3, "0")}` }))
      const awb = {
        awbNumber,
        awbCost: Math.round((14 + 1.5 * num(form.packageWeight)) * 100) / 100,
        parcels,
        request: form,
        statusHistory: [],
        deleted: false,
      }
      setStatus(awb, "issued")
      awbs.set(awbNumber, awb)
      return sendJson(res, 201, { awbNumber, awbCost: awb.awbCost, parcels, pdfLink: `${baseUrl}/api/awb/download/${awbNumber}/A4` })
    }
    const [, download, format] = path.match(/^\/api\/awb\/download\/([^/]+)\/([^/]+)$/) ?? []
    if (download && req.method === "GET") {
      return found(download, async (awb) => {
        if (format !== "A4" && format !== "A6") return sendJson(res, 400, { code: 400, message: `Unknown AWB PDF format "${format}".` })
        const pdf = Buffer.from(
          await labelsPdf(
            awb.parcels.map((parcel) => labelOf(awb, parcel)),
            format === "A4" ? SHEETS.a4 : SHEETS.a6,
            0,
          ),
          "base64",
        )
        res.writeHead(200, { "content-type": "application/pdf", "content-disposition": `inline; filename="${awb.awbNumber}.pdf"` })
        res.end(pdf)
      })
    }
    const [, tracked] = path.match(/^\/api\/client\/awb\/([^/]+)\/status$/) ?? []
    if (tracked && req.method === "GET") return found(tracked, (awb) => sendJson(res, 200, statusAnswer(awb, baseUrl)))
    const [, withdrawn] = path.match(/^\/api\/awb\/([^/]+)$/) ?? []
    if (withdrawn && req.method === "DELETE") {
      return found(withdrawn, (awb) => {
        // Once the courier has it (anything past "issued") the AWB is closed for the client.
        if (awb.statusHistory.some((entry) => entry.key !== "issued"))
          return sendJson(res, 400, { code: 400, message: `AWB-ul ${awb.awbNumber} a fost inchis din punct de vedere operational si nu poate fi anulat.` })
        awb.deleted = true
        return sendJson(res, 204)
      })
    }
    return refusal(res, 404, `fake-sameday does not speak ${req.method} ${path}.`)
  }

  const fake = await startFakeServer({
    port,
    host,
    handle: async (req, res, request) => {
      const { path, raw, body, record, takeFailure } = request
      // --- control endpoints
      if (path === "/__awbs" && req.method === "GET") return sendJson(res, 200, [...awbs.values()])
      if (path === "/__tokens" && req.method === "DELETE") {
        tokens.clear()
        return sendJson(res, 204)
      }
      if (path === "/__status" && req.method === "POST") {
        const awb = awbs.get(str(body?.awbNumber))
        if (!awb) return sendJson(res, 404, { message: "Unknown AWB" })
        if (awb.deleted) return sendJson(res, 409, { message: "The AWB was deleted" })
        if (!Object.hasOwn(SAMEDAY_STATUSES, str(body.status)))
          return sendJson(res, 400, { message: `Unknown status; one of ${Object.keys(SAMEDAY_STATUSES).join(", ")}` })
        setStatus(awb, str(body.status))
        return sendJson(res, 200, awb)
      }

      // --- the API
      const failure = () => {
        const status = takeFailure()
        if (status !== null) refusal(res, status, "Unexpected error (fake-sameday was told to fail this call).")
        return status !== null
      }
      if (path === "/api/authenticate") {
        const authorised = req.headers["x-auth-username"] === username && req.headers["x-auth-password"] === password
        record({ method: req.method, path, authorised, body: { username: req.headers["x-auth-username"] ?? null } })
        if (req.method !== "POST") return refusal(res, 405, "Method Not Allowed")
        if (!authorised) return refusal(res, 403, "Invalid credentials.")
        if (failure()) return
        const token = crypto.randomBytes(24).toString("hex")
        const expires = new Date(Date.now() + 24 * 3_600_000)
        tokens.set(token, expires.getTime())
        return sendJson(res, 200, { token, expire_at: bucharestDate(expires).slice(0, 16).replace("T", " ") })
      }
      const token = str(req.headers["x-auth-token"])
      const authorised = (tokens.get(token) ?? 0) > Date.now()
      record({ method: req.method, path, authorised, body: path === "/api/awb" && req.method === "POST" ? phpFormFields(raw) : null })
      if (!authorised) return refusal(res, 401, "Invalid or expired token.")
      if (failure()) return
      // An AWB deleted is gone for the API; the tests still see it in /__awbs.
      const found = (awbNumber, then) => {
        const awb = awbs.get(awbNumber)
        return awb && !awb.deleted ? then(awb) : refusal(res, 404, `No AWB or parcel with number ${awbNumber}.`)
      }
      return api(req, res, request, found)
    },
  })

  const env = {
    SAMEDAY_API_URL: fake.url,
    SAMEDAY_USERNAME: username,
    SAMEDAY_PASSWORD: password,
    SAMEDAY_PICKUP_POINT: String(PICKUP_POINTS[0].id),
    SAMEDAY_SERVICE_ID: String(SERVICES[0].id),
    SAMEDAY_LOCKER_SERVICE_ID: LOCKER_SERVICE_IDS[0],
  }
  return { ...fake, apiUrl: fake.url, username, password, awbs, env }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeSameday({ port: Number(process.argv[2] || process.env.FAKE_SAMEDAY_PORT || 0) })
  console.log(`fake Sameday API on ${fake.apiUrl} (username ${fake.username}, password ${fake.password}); AWBs at ${fake.url}/__awbs`)
}

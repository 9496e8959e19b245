import crypto from "node:crypto"
import { labelsPdf, SHEETS } from "./fake-labels.mjs"
import { sendJson, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for DPD Czech Republic's GeoAPI v1 (https://geoapi.dpd.cz/v1, OpenAPI "GeoAPI" 1.0.0; read as the
 * SDK swagger-codegen generated from it, github.com/vcerny01/fTools commit 8e317f3, fBarcode/ServiceReference/Dpd/),
 * used by `npm start` without DPD_API_KEY and by the tests, because the real API cannot be reached from here. It
 * speaks the calls backend/src/modules/carrier/providers/dpd.ts makes and those that show the account, with the
 * API key in the `x-api-key` header (wrong or missing: 401 and an Error):
 *
 *   GET  /v1/me                              → { userAccount, customers: [{ customer: { DSW, isActive, id }, addresses: [CustomerAddress] }] }
 *   GET  /v1/customers/{dsw}/addresses       → [CustomerAddress { it4emId, info, address, isActive }]
 *   POST /v1/shipments                       [NewShipment] → [Shipment { id, customer, receiver, sender, references, services,
 *                                            parcels: [{ id, parcelNumbers: { main, back }, references, weightGrams, isPrinted }] }]
 *   POST /v1/parcels/labels                  { printType: "PDF", printProperties: { pageSize: "A6" | "A4", labelsPerPage,
 *                                            labelsOffset }, parcels: [{ parcelNumber } | { id }] } → the PDF in Base64 (text/plain)
 *   GET  /v1/parcels/{parcelNo}/tracking     → ParcelEvent { parcelInfo, parcelEvents: [{ id, status: { statusCode, description },
 *                                            additionalInfo, createdAt, service }] }, oldest first
 *   POST /v1/parcels/tracking { parcels }    → [ParcelEvent], one per parcel number
 *   errors                                   → HTTP 400 / 401 / 404 with Error { code, message, description }; the document lists
 *                                            no codes or field lists: the codes are the fake's own and the description names
 *                                            each fault as `shipments[i].path: message`
 *
 * A NewShipment is checked for what the shop sends: `customer.dsw` (or `id`) of the account, `shipmentType`, `sender`
 * as the `it4emId` of the account's address, the receiver's `info.name1` and `info.contact` phone or e-mail, its
 * `address` (street, city, postalCode of 5 digits in CZ, country.isoAlpha2) unless `services.selectedServices.pickupPoint`
 * names a DPD Pickup point, parcels weighing 1 g to 31.5 kg, and `cashOnDelivery` (whole amountCents > 0, whole
 * crowns in CZK, CZK or EUR, payment Cash or CashOrCard, a variableSymbol of up to 10 digits). A faulty request
 * creates nothing. Labels are real PDFs (fake-labels.mjs): A6 one to a page, or A4 four to a page from position
 * `labelsOffset`; the fake prints PDF only, with those page layouts.
 *
 * GeoAPI has no call withdrawing a shipment (its document: create a corrected one and throw the labels away), so
 * neither has the fake: the shop's withdrawal only reads the tracking. Nor does GeoAPI list its tracking status codes;
 * the fake's are DPD's scan codes (DPD_STATUSES), the ones the shop's client maps.
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls` records API calls as
 * { method, path, authorised, body, at }; `/__fail` fails the next one with that HTTP status), and
 *   GET  /__shipments                        → every shipment: { id, parcelIds, parcelNumbers, request (the NewShipment as sent),
 *                                            printed (parcel numbers whose labels were printed), statusHistory (each parcel's
 *                                            events with its parcelNumber, oldest first) }
 *   POST /__status { parcelNumber, status }   → adds a tracking event with that scan code (a key of DPD_STATUSES) and answers
 *                                            the parcel's tracking; 404 for an unknown parcel, 400 for an unknown code
 *
 * Returns { url, apiUrl, apiKey, customerDsw, senderAddressId, env, calls, shipments, stop }, `env` being the
 * environment that points the backend at the fake. Run alone: `node scripts/lib/fake-dpd.mjs [port]` (random
 * credentials, printed).
 */

/** The variable whose absence makes `npm start` use this fake. */
export const DPD_CREDENTIAL_ENV = "DPD_API_KEY"

/**
 * DPD's scan codes (the status services' numbering; GeoAPI's document lists none) → the event's description. 13 is
 * "delivered" for the shop, 06 "returned"; every scan means DPD has the parcel.
 */
export const DPD_STATUSES = {
  "05": "Received by DPD from the sender (pickup scan)",
  15: "Received by DPD from the sender (driver's pickup)",
  "02": "In transit (inbound scan)",
  10: "In transit (hub scan)",
  "03": "Out for delivery",
  14: "Not delivered: back at the depot after an unsuccessful delivery attempt",
  23: "Delivered to the DPD Pickup point",
  13: "Delivered",
  "06": "Return to the sender (system return)",
}

const SHIPMENT_TYPES = ["Standard", "Collection", "ThirdPartyCollection", "Import", "ThirdPartyStandard", "Return"]
const COD_CURRENCIES = ["CZK", "EUR"]
const PAYMENTS = ["Cash", "CashOrCard"]
const MAX_WEIGHT_G = 31_500
const LAYOUTS = { A6: [SHEETS.a6, 1], A4: [SHEETS.a4, 4] }

const obj = (value) => (value && typeof value === "object" && !Array.isArray(value) ? value : {})
const str = (value) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : "")
const digits = (n) => Array.from({ length: n }, () => crypto.randomInt(10)).join("")

/** The faults of one NewShipment (its index `i` in the request) as `shipments[i].path: message`. */
export function shipmentFaults(shipment, i, account) {
  const faults = []
  const bad = (path, message) => faults.push(`shipments[${i}]${path ? `.${path}` : ""}: ${message}`)
  if (!shipment || typeof shipment !== "object" || Array.isArray(shipment)) return [`shipments[${i}]: Must be a shipment object.`]
  const customer = obj(shipment.customer)
  if (str(customer.dsw) !== account.customerDsw && str(customer.id) !== String(account.customerId))
    bad("customer", `Customer ${str(customer.dsw) || str(customer.id) || "(none)"} is not associated with your account.`)
  if (!SHIPMENT_TYPES.includes(shipment.shipmentType)) bad("shipmentType", `One of ${SHIPMENT_TYPES.join(", ")}.`)
  if (str(obj(shipment.sender).it4emId) !== account.senderAddressId)
    bad("sender", "Not one of your customer addresses (it4emId, GET /customers/{dsw}/addresses).")

  const receiver = obj(shipment.receiver)
  const info = obj(receiver.info)
  const contact = obj(info.contact)
  if (!str(info.name1)) bad("receiver.info.name1", "Required.")
  if (!str(contact.phone) && !str(contact.email)) bad("receiver.info.contact", "A phone or an e-mail is required.")
  if (str(contact.email) && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str(contact.email))) bad("receiver.info.contact.email", "Invalid e-mail address.")
  if (str(contact.phone) && !/^(\+|00)?\d{6,15}$/.test(str(contact.phone).replace(/[\s-]/g, ""))) bad("receiver.info.contact.phone", "Invalid phone number.")

  const selected = obj(obj(shipment.services).selectedServices)
  if (selected.pickupPoint !== undefined && !str(selected.pickupPoint)) bad("services.selectedServices.pickupPoint", "The DPD Pickup point's id is empty.")
  // To a Pickup point the point is the address; to the door the receiver's address is required.
  if (!str(selected.pickupPoint) || receiver.address !== undefined) {
    const address = obj(receiver.address)
    for (const field of ["street", "city", "postalCode"]) if (!str(address[field])) bad(`receiver.address.${field}`, "Required.")
    const country = str(obj(address.country).isoAlpha2).toUpperCase()
    if (!/^[A-Z]{2}$/.test(country)) bad("receiver.address.country.isoAlpha2", "Required: the ISO 3166-1 alpha-2 code.")
    if (country === "CZ" && str(address.postalCode) && !/^\d{5}$/.test(str(address.postalCode)))
      bad("receiver.address.postalCode", "A Czech postal code has 5 digits.")
  }

  if (!Array.isArray(shipment.parcels) || !shipment.parcels.length) bad("parcels", "At least one parcel is required.")
  for (const [j, parcel] of (Array.isArray(shipment.parcels) ? shipment.parcels : []).entries()) {
    const weight = Number(obj(parcel).weightGrams)
    if (!(weight > 0)) bad(`parcels[${j}].weightGrams`, "Must be greater than zero.")
    else if (weight > MAX_WEIGHT_G) bad(`parcels[${j}].weightGrams`, `At most ${MAX_WEIGHT_G} g.`)
  }

  if (selected.cashOnDelivery !== undefined) {
    const cod = obj(selected.cashOnDelivery)
    const amount = Number(cod.amountCents)
    const currency = str(cod.currency)
    if (!Number.isInteger(amount) || amount <= 0) bad("services.selectedServices.cashOnDelivery.amountCents", "A whole number of cents greater than zero.")
    else if (currency === "CZK" && amount % 100 !== 0) bad("services.selectedServices.cashOnDelivery.amountCents", "Whole crowns for CZK.")
    if (!COD_CURRENCIES.includes(currency)) bad("services.selectedServices.cashOnDelivery.currency", `One of ${COD_CURRENCIES.join(", ")}.`)
    if (!PAYMENTS.includes(cod.payment)) bad("services.selectedServices.cashOnDelivery.payment", `One of ${PAYMENTS.join(", ")}.`)
    if (cod.variableSymbol !== undefined && !/^\d{1,10}$/.test(str(cod.variableSymbol)))
      bad("services.selectedServices.cashOnDelivery.variableSymbol", "Up to 10 digits.")
  }
  return faults
}

export async function startFakeDpd({
  port = 0,
  host = "127.0.0.1",
  apiKey = crypto.randomBytes(24).toString("base64url"),
  customerDsw = `1${digits(7)}`,
  senderAddressId = String(100000 + crypto.randomInt(900000)),
} = {}) {
  const account = { customerDsw, customerId: 1000 + crypto.randomInt(9000), senderAddressId }
  const customerAddress = {
    it4emId: Number(senderAddressId),
    info: { name1: "Electroshop s.r.o.", name2: "", contact: { person: "Sklad", phone: "+420222000111", email: "sklad@example.cz" } },
    address: { street: "Skladová 1", city: "Praha", postalCode: "19000", country: { isoAlpha2: "CZ" } },
    isActive: true,
  }
  const customer = { DSW: customerDsw, isActive: true, id: account.customerId }
  /** Shipment id → { id, request, created (the Shipment answered), parcels: [{ id, parcelNumber, printed, events }] }. */
  const shipments = new Map()
  const parcels = new Map()
  let nextShipmentId = 40_000 + crypto.randomInt(10_000)
  let nextParcelId = 900_000 + crypto.randomInt(100_000)

  const error = (res, status, code, message, description = "") => sendJson(res, status, { code, message, description })
  const newParcelNumber = () => {
    let number
    do number = `1${digits(13)}`
    while (parcels.has(number))
    return number
  }
  const tracking = (parcel) => {
    const { request } = shipments.get(parcel.shipmentId)
    const cod = obj(obj(obj(request.services).selectedServices).cashOnDelivery)
    return {
      parcelInfo: {
        sender: { info: customerAddress.info, address: customerAddress.address },
        receiver: request.receiver,
        ...(str(obj(obj(request.services).selectedServices).pickupPoint) ? { pickupPointId: str(request.services.selectedServices.pickupPoint) } : {}),
        ...(cod.amountCents ? { cod } : {}),
        parcelNumber: parcel.parcelNumber,
      },
      parcelEvents: parcel.events,
    }
  }
  const label = (parcel) => {
    const { request } = shipments.get(parcel.shipmentId)
    const receiver = obj(request.receiver)
    const address = obj(receiver.address)
    const selected = obj(obj(request.services).selectedServices)
    const cod = obj(selected.cashOnDelivery)
    const n = parcel.parcelNumber
    return {
      carrier: "DPD",
      source: "fake-dpd",
      barcode: n,
      barcodeText: `${n.slice(0, 4)} ${n.slice(4, 8)} ${n.slice(8, 12)} ${n.slice(12)}`,
      recipient: str(obj(receiver.info).name1),
      destination: str(selected.pickupPoint)
        ? [`DPD Pickup point ${str(selected.pickupPoint)}`]
        : [str(address.street), `${str(address.postalCode)} ${str(address.city)}`, str(obj(address.country).isoAlpha2)],
      order: str(obj(request.references).ref1),
      weightKg: parcel.weightGrams / 1000,
      cod: cod.amountCents ? { amount: Number(cod.amountCents) / 100, currency: str(cod.currency) } : null,
      sender: `${customerAddress.info.name1}, ${customerAddress.address.city} (DSW ${customerDsw})`,
    }
  }

  const create = (request) => {
    const shipment = { id: nextShipmentId++, request, parcels: [] }
    for (const p of request.parcels) {
      const parcel = {
        id: nextParcelId++,
        shipmentId: shipment.id,
        parcelNumber: newParcelNumber(),
        weightGrams: Number(p.weightGrams),
        references: obj(p.references),
        printed: false,
        events: [],
      }
      parcels.set(parcel.parcelNumber, parcel)
      shipment.parcels.push(parcel)
    }
    shipments.set(shipment.id, shipment)
    return {
      id: shipment.id,
      shipmentType: request.shipmentType,
      customer,
      references: obj(request.references),
      receiver: request.receiver,
      sender: { info: customerAddress.info, address: customerAddress.address },
      payer: { customer, customerAddress: { info: customerAddress.info, address: customerAddress.address } },
      services: { selectedServices: obj(obj(request.services).selectedServices) },
      parcels: shipment.parcels.map((parcel) => ({
        id: parcel.id,
        parcelNumbers: { main: parcel.parcelNumber, back: null },
        references: parcel.references,
        isPrinted: false,
        weightGrams: parcel.weightGrams,
      })),
    }
  }
  const findParcel = (ident) =>
    parcels.get(str(obj(ident).parcelNumber)) ?? [...parcels.values()].find((p) => str(obj(ident).id) && p.id === Number(obj(ident).id))

  const api = {
    "GET /v1/me": () => [
      200,
      { userAccount: { id: account.customerId + 1, accountNote: "fake-dpd" }, customers: [{ customer, addresses: [customerAddress] }] },
    ],
    "POST /v1/shipments": (body) => {
      if (!Array.isArray(body) || !body.length)
        return [400, { code: "INVALID_REQUEST", message: "The body must be a non-empty array of shipments.", description: "" }]
      const faults = body.flatMap((shipment, i) => shipmentFaults(shipment, i, account))
      if (faults.length) return [400, { code: "INVALID_SHIPMENT", message: "The shipments are not valid.", description: faults.join("; ") }]
      return [200, body.map(create)]
    },
    "POST /v1/parcels/labels": async (body) => {
      const request = obj(body)
      const properties = obj(request.printProperties)
      const layout = LAYOUTS[str(properties.pageSize)]
      if (str(request.printType) !== "PDF") return [400, { code: "INVALID_PRINT_TYPE", message: "fake-dpd prints printType PDF only.", description: "" }]
      if (!layout) return [400, { code: "INVALID_PAGE_SIZE", message: "printProperties.pageSize: one of A6, A4.", description: "" }]
      const [sheet, perPage] = layout
      if (Number(properties.labelsPerPage ?? perPage) !== perPage)
        return [400, { code: "INVALID_LABELS_PER_PAGE", message: `fake-dpd prints ${perPage} label(s) per ${str(properties.pageSize)} page.`, description: "" }]
      const offset = Number(properties.labelsOffset ?? 0)
      if (!Number.isInteger(offset) || offset < 0 || offset >= perPage)
        return [400, { code: "INVALID_LABELS_OFFSET", message: `printProperties.labelsOffset: 0 to ${perPage - 1}.`, description: "" }]
      const idents = Array.isArray(request.parcels) ? request.parcels : []
      if (!idents.length) return [400, { code: "INVALID_REQUEST", message: "No parcels to print.", description: "" }]
      const found = idents.map(findParcel)
      const missing = idents.filter((_, i) => !found[i]).map((ident) => str(obj(ident).parcelNumber) || str(obj(ident).id))
      if (missing.length) return [404, { code: "PARCEL_NOT_FOUND", message: "Parcel not found.", description: missing.join(", ") }]
      for (const parcel of found) parcel.printed = true
      return [200, await labelsPdf(found.map(label), sheet, offset), "text/plain"]
    },
    "POST /v1/parcels/tracking": (body) => {
      const numbers = Array.isArray(obj(body).parcels) ? body.parcels.map(str) : []
      if (!numbers.length) return [400, { code: "INVALID_REQUEST", message: "No parcels to track.", description: "" }]
      const missing = numbers.filter((n) => !parcels.has(n))
      if (missing.length) return [404, { code: "PARCEL_NOT_FOUND", message: "Parcel not found.", description: missing.join(", ") }]
      return [200, numbers.map((n) => tracking(parcels.get(n)))]
    },
  }

  const fake = await startFakeServer({
    port,
    host,
    handle: async (req, res, { path, raw, body, record, takeFailure }) => {
      // --- control endpoints
      if (path === "/__shipments" && req.method === "GET") {
        return sendJson(
          res,
          200,
          [...shipments.values()].map((s) => ({
            id: s.id,
            parcelIds: s.parcels.map((p) => p.id),
            parcelNumbers: s.parcels.map((p) => p.parcelNumber),
            request: s.request,
            printed: s.parcels.filter((p) => p.printed).map((p) => p.parcelNumber),
            statusHistory: s.parcels.flatMap((p) => p.events.map((event) => ({ parcelNumber: p.parcelNumber, ...event }))),
          })),
        )
      }
      if (path === "/__status" && req.method === "POST") {
        const parcel = parcels.get(str(body?.parcelNumber))
        if (!parcel) return sendJson(res, 404, { message: "Unknown parcel" })
        const code = str(body.status)
        if (!Object.hasOwn(DPD_STATUSES, code)) return sendJson(res, 400, { message: `Unknown status; one of ${Object.keys(DPD_STATUSES).join(", ")}` })
        parcel.events.push({
          id: crypto.randomUUID(),
          status: { statusCode: code, description: DPD_STATUSES[code] },
          additionalInfo: "",
          createdAt: new Date().toISOString(),
          service: { code: "101", additionalCode: "" },
        })
        return sendJson(res, 200, tracking(parcel))
      }

      // --- the API
      if (!path.startsWith("/v1/")) return sendJson(res, 404, { message: "Not found" })
      const authorised = req.headers["x-api-key"] === apiKey
      // A body that is not JSON is recorded as it came (fake-server.mjs reads it as null).
      record({ method: req.method, path, authorised, body: body ?? raw })
      if (!authorised) return error(res, 401, "UNAUTHORIZED", "Unauthorized", "Missing or invalid API key (x-api-key).")
      const failure = takeFailure()
      if (failure !== null) return error(res, failure, "SERVER_ERROR", "Unexpected error", "fake-dpd was told to fail this call.")
      if (body === null) return error(res, 400, "INVALID_REQUEST", "The body is not JSON.")

      const addresses = path.match(/^\/v1\/customers\/([^/]+)\/addresses$/)
      if (addresses && req.method === "GET") {
        if (decodeURIComponent(addresses[1]) !== customerDsw) return error(res, 404, "CUSTOMER_NOT_FOUND", "The customer is not associated with your account.")
        return sendJson(res, 200, [customerAddress])
      }
      const track = path.match(/^\/v1\/parcels\/([^/]+)\/tracking$/)
      if (track && req.method === "GET") {
        const parcel = parcels.get(decodeURIComponent(track[1]))
        return parcel ? sendJson(res, 200, tracking(parcel)) : error(res, 404, "PARCEL_NOT_FOUND", "Parcel not found.", decodeURIComponent(track[1]))
      }
      const call = api[`${req.method} ${path}`]
      if (!call) return error(res, 404, "NOT_FOUND", `fake-dpd does not speak ${req.method} ${path}.`)
      const [status, answer, type] = await call(body)
      if (type === "text/plain") {
        res.writeHead(status, { "content-type": "text/plain" })
        return res.end(answer)
      }
      return sendJson(res, status, answer)
    },
  })

  const apiUrl = `${fake.url}/v1`
  return {
    ...fake,
    apiUrl,
    apiKey,
    customerDsw,
    senderAddressId,
    shipments,
    env: { DPD_API_URL: apiUrl, DPD_API_KEY: apiKey, DPD_CUSTOMER_DSW: customerDsw, DPD_SENDER_ADDRESS_ID: senderAddressId },
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeDpd({ port: Number(process.argv[2] || process.env.FAKE_DPD_PORT || 0) })
  console.log(`fake DPD GeoAPI on ${fake.apiUrl}`)
  console.log(
    Object.entries(fake.env)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n"),
  )
  console.log(`shipments at ${fake.url}/__shipments`)
}

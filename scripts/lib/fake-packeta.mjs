import crypto from "node:crypto"
import { XMLBuilder, XMLParser, XMLValidator } from "fast-xml-parser"
import { labelsPdf as printLabels } from "./fake-labels.mjs"
import { sendJson, sendXml, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for the Packeta (Zásilkovna) API, REST/XML flavour, used by
 * `npm start` without PACKETA_API_PASSWORD and by the tests, because the real
 * API cannot be reached from here. It follows Packeta's documentation
 * (https://docs.packeta.com, source github.com/Packeta/api-documentation:
 * getting-started/packeta-api.mdx, api-reference/api-methods-reference.mdx,
 * data-structures-reference.mdx, errors-reference.mdx, packet-creation/*.mdx,
 * label-printing/packeta-label.mdx, packet-tracking/tracking.mdx and
 * status-codes.mdx). One endpoint, as the real one:
 *
 *   POST /api/rest   XML body, the method's name as the root element, `apiPassword` and the arguments as
 *                    subelements → <response><status>ok</status><result>…</result></response>
 *     createPacket { packetAttributes }          → result: PacketIdDetail { id, barcode "Z…", barcodeText "Z 123 4567 890" }
 *     packetStatus { packetId }                  → result: CurrentStatusRecord (StatusRecord + isReturning, storedUntil)
 *     packetTracking { packetId }                → result: StatusRecords, one <record> per status
 *     packetLabelPdf { packetId, format, offset } and
 *     packetsLabelsPdf { packetIds: <id>…, format, offset } → result: the PDF, base64
 *     cancelPacket { packetId }                  → <status>ok</status> and no result (not in the documentation; the
 *                                                  shape Packeta's own plugins read); only while "received data"
 *   faults (HTTP 200, as Packeta)                → <response><status>fault</status><fault>{name}</fault><string>{message}</string>
 *                                                  <detail>…</detail></response>; PacketAttributesFault's detail is
 *                                                  <attributes><fault><name/><fault/></fault>…</attributes>
 *
 * A packet id may be given with or without its "Z" (the tracking examples send the barcode). Labels are real
 * PDFs (an A6 label with a Code 128 barcode, text transliterated to ASCII for the standard font) in every
 * documented format; the smaller ones get the A6 label scaled down. An addressId is any positive integer;
 * a packet is home delivery when it carries an address or its addressId is in `homeDeliveryIds`.
 *
 * Control endpoints for the tests: those of fake-server.mjs (`/__calls` records API calls as
 * { method, authorised, body, at }, body being the arguments without apiPassword; `/__fail` fails the next
 * one with that HTTP status), and
 *   GET  /__packets                       → every packet: { id, barcode, barcodeText, attributes, home, statusCode, history }
 *   POST /__status { packetId, statusCode } → moves the packet on (statusCode from PACKETA_STATUSES), adds the
 *                                            record to its history; 404 for an unknown packet, 400 for an unknown code
 *
 * Returns { url, apiUrl, apiPassword, calls, packets, stop }. Run alone:
 * `node scripts/lib/fake-packeta.mjs [port]` (random API password, printed).
 */

/** The documented tracking status codes (status-codes.mdx): code → [codeText, description, used as statusText]. */
export const PACKETA_STATUSES = {
  1: ["received data", "We have received the packet data. Freshly created packet."],
  2: ["arrived", "Packet has been accepted at our branch."],
  3: ["prepared for departure", "Packet is waiting to be dispatched to the destination branch."],
  4: ["departed", "Packet is on the way to the destination branch."],
  5: ["ready for pickup", "Packet has been delivered to its destination, the customer has been informed via SMS."],
  6: ["handed to carrier", "Packet has been handed over to an external carrier for delivery."],
  7: ["delivered", "Packet was picked up by the customer."],
  9: ["posted back", "Packet is on the way back to the sender."],
  10: ["returned", "Packet has been returned to the sender."],
  11: ["cancelled", "Packet has been cancelled."],
  12: ["collected", "Packet has been collected and is on its way to the depot."],
  14: ["customs", "Customs declaration process."],
  15: ["reverse packet arrived", "Reverse packet has been accepted at our branch."],
  16: ["delivery attempt", "Packeta Home made unsuccessful delivery attempt of packet."],
  17: ["rejected by recipient", "Packeta Home delivery attempt of packet end in rejected by recipient response."],
  999: ["unknown", "Unknown packet status."],
}

/** PacketIdDetail.barcodeText: the barcode grouped for reading, 4154090000 → "Z 415 4090 000". */
export const barcodeTextOf = (id) => `Z ${String(id).slice(0, 3)} ${String(id).slice(3, 7)} ${String(id).slice(7)}`

/** packetLabelPdf's formats: the page in mm and the grid of labels on it, filled left to right from the top left. */
const FORMATS = {
  "A6 on A6": [105, 148, 1, 1],
  "A6 on A4": [210, 297, 2, 2],
  "A7 on A7": [105, 74, 1, 1],
  "A7 on A4": [210, 297, 2, 4],
  "105x35mm on A4": [210, 297, 2, 8],
  "A8 on A8": [50, 74, 1, 1],
}
const isFormat = (format) => Object.hasOwn(FORMATS, String(format ?? ""))
const CURRENCIES = ["CZK", "EUR", "HUF", "PLN", "RON"]
const PERSON_NAME = /^[\p{L}\p{N} ,.'\-&()]+$/u
const DECIMAL = /^\d+(\.\d+)?$/
/** Packeta's dateTime, `Y-m-d\TH:i:s` in its own (Prague) time. */
const pragueNow = () => new Date().toLocaleString("sv-SE", { timeZone: "Europe/Prague" }).replace(" ", "T")

/** PacketAttributes as data-structures-reference.mdx constrains them → AttributeFault list ({ name, fault }). */
export function packetAttributeFaults(a, { home }) {
  const faults = []
  const bad = (name, fault) => faults.push({ name, fault })
  const str = (k) => (a[k] === undefined || a[k] === null || typeof a[k] === "object" ? "" : String(a[k]).trim())
  const required = ["number", "name", "surname", "addressId", "value", "weight", ...(home ? ["street", "houseNumber", "city", "zip"] : [])]
  for (const k of required) if (!str(k)) bad(k, "This attribute is required.")
  if (!str("email") && !str("phone")) bad("phone", "Either email or phone is required.")
  const max = { number: 36, name: 32, surname: 32, company: 32, street: 32, houseNumber: 16, city: 32, province: 32, note: 128 }
  for (const [k, n] of Object.entries(max)) if (str(k).length > n) bad(k, `At most ${n} characters.`)
  for (const k of ["name", "surname"]) if (str(k) && !PERSON_NAME.test(str(k))) bad(k, "Contains characters that are not allowed.")
  if (str("email") && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(str("email"))) bad("email", "Invalid e-mail address.")
  if (str("phone") && !/^(\+|00)?\d{7,15}$/.test(str("phone").replace(/\s/g, ""))) bad("phone", "Invalid phone number.")
  if (str("addressId") && !/^0*[1-9]\d{0,9}$/.test(str("addressId"))) bad("addressId", "Must be a valid branch or carrier id.")
  if (str("currency") && !CURRENCIES.includes(str("currency"))) bad("currency", `One of ${CURRENCIES.join(", ")}.`)
  for (const k of ["cod", "value", "weight"]) if (str(k) && !DECIMAL.test(str(k))) bad(k, "Must be a non-negative decimal number.")
  if (DECIMAL.test(str("weight")) && Number(str("weight")) <= 0) bad("weight", "Must be greater than zero.")
  if (DECIMAL.test(str("cod")) && str("currency") === "CZK" && !Number.isInteger(Number(str("cod")))) bad("cod", "Must be a whole number for CZK.")
  // `Size`: length, width and height, each a required unsignedInt (mm), when the packet has a size.
  if (a.size !== undefined)
    for (const k of ["length", "width", "height"]) if (!/^[1-9]\d*$/.test(String(a.size?.[k] ?? ""))) bad(`size.${k}`, "Must be a whole number of millimetres.")
  if (DECIMAL.test(str("cod")) && str("currency") === "HUF" && Number(str("cod")) % 5 !== 0) bad("cod", "Must be a multiple of 5 for HUF.")
  return faults
}

export async function startFakePacketa({ port = 0, host = "127.0.0.1", apiPassword = crypto.randomBytes(16).toString("hex"), homeDeliveryIds = [106] } = {}) {
  const packets = new Map()
  const parser = new XMLParser({
    ignoreDeclaration: true,
    ignoreAttributes: true,
    parseTagValue: false,
    isArray: (_tag, jPath) => jPath.endsWith("packetIds.id"),
  })
  // The parser refuses names such as <constructor> by throwing; a request it cannot read names no method.
  const parse = (raw) => {
    try {
      return XMLValidator.validate(raw) === true ? parser.parse(raw) : {}
    } catch {
      return {}
    }
  }
  const builder = new XMLBuilder({})
  const xml = (response) => `<?xml version="1.0" encoding="utf-8"?>\n${builder.build({ response })}`
  const ok = (result) => xml(result === undefined ? { status: "ok" } : { status: "ok", result })
  const fault = (name, message, detail = "") => xml({ status: "fault", fault: name, string: message, detail })
  const find = (packetId) => packets.get(String(packetId ?? "").replace(/[\sZz]/g, ""))
  const withPacket = (packetId, then) => {
    const packet = find(packetId)
    return packet ? then(packet) : fault("PacketIdFault", "Packet id is not valid.")
  }

  const newId = () => {
    let id
    do id = String(crypto.randomInt(1_000_000_000, 9_999_999_999))
    while (packets.has(id))
    return id
  }
  const setStatus = (packet, code) => {
    const [codeText, statusText] = PACKETA_STATUSES[code]
    // The extra fields status-codes.mdx names: where the packet is (the destination here) and where it goes.
    const branch = packet.home ? 0 : Number(packet.attributes.addressId)
    packet.statusCode = code
    packet.history.push({
      dateTime: pragueNow(),
      statusCode: code,
      codeText,
      statusText,
      branchId: [5, 7].includes(code) ? branch : 0,
      destinationBranchId: [3, 4].includes(code) ? branch : 0,
      externalTrackingCode: "",
    })
  }
  const currentStatus = (packet) => {
    const stored = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    // Not returning is an empty element in the documented example, as is storedUntil before it applies.
    return { ...packet.history.at(-1), isReturning: packet.statusCode === 9 ? "true" : "", storedUntil: packet.statusCode === 5 ? stored : "" }
  }

  const methods = {
    createPacket: ({ packetAttributes: a }) => {
      if (!a || typeof a !== "object")
        return fault("PacketAttributesFault", "Invalid packet attributes.", { attributes: { fault: [{ name: "packetAttributes", fault: "Missing." }] } })
      const home = ["street", "houseNumber", "city", "zip"].some((k) => a[k]) || homeDeliveryIds.includes(Number(a.addressId))
      const faults = packetAttributeFaults(a, { home })
      if (faults.length) return fault("PacketAttributesFault", "Invalid packet attributes.", { attributes: { fault: faults } })
      const id = newId()
      const packet = { id, barcode: `Z${id}`, barcodeText: barcodeTextOf(id), attributes: a, home, statusCode: null, history: [] }
      setStatus(packet, 1)
      packets.set(id, packet)
      return ok({ id, barcode: packet.barcode, barcodeText: packet.barcodeText })
    },
    packetStatus: ({ packetId }) => withPacket(packetId, (p) => ok(currentStatus(p))),
    packetTracking: ({ packetId }) => withPacket(packetId, (p) => ok({ record: p.history })),
    cancelPacket: ({ packetId }) =>
      withPacket(packetId, (p) => {
        // Once Packeta has the parcel it can no longer be called off; asking twice is harmless.
        if (p.statusCode !== 1 && p.statusCode !== 11)
          return fault("CancelNotAllowedFault", `Packet is "${PACKETA_STATUSES[p.statusCode][0]}", it cannot be cancelled.`)
        if (p.statusCode === 1) setStatus(p, 11)
        return ok()
      }),
    packetLabelPdf: ({ packetId, format, offset }) =>
      isFormat(format)
        ? withPacket(packetId, async (p) => ok(await labelsPdf([p], format, offset)))
        : fault("UnknownLabelFormatFault", `Unknown label format "${format ?? ""}".`),
    packetsLabelsPdf: async ({ packetIds, format, offset }) => {
      const ids = [packetIds?.id ?? []].flat()
      if (!ids.length) return fault("NoPacketIdsFault", "No packet ids were given.")
      if (!isFormat(format)) return fault("UnknownLabelFormatFault", `Unknown label format "${format ?? ""}".`)
      const invalid = ids.filter((id) => !find(id))
      if (invalid.length) return fault("PacketIdsFault", "Some packet ids are not valid.", { ids: { id: invalid } })
      return ok(await labelsPdf(ids.map(find), format, offset))
    },
  }

  const fake = await startFakeServer({
    port,
    host,
    handle: async (req, res, { path, raw, body, record, takeFailure }) => {
      // --- control endpoints
      if (path === "/__packets" && req.method === "GET") return sendJson(res, 200, [...packets.values()])
      if (path === "/__status" && req.method === "POST") {
        const packet = find(body?.packetId)
        if (!packet) return sendJson(res, 404, { message: "Unknown packet" })
        if (!Object.hasOwn(PACKETA_STATUSES, String(body.statusCode))) return sendJson(res, 400, { message: "Unknown statusCode" })
        setStatus(packet, Number(body.statusCode))
        return sendJson(res, 200, packet)
      }

      // --- the REST/XML API
      if (path !== "/api/rest" || req.method !== "POST") return sendJson(res, 404, { message: "Not found" })
      const doc = parse(raw)
      const method = Object.keys(doc)[0] ?? null
      const { apiPassword: password, ...args } = method && typeof doc[method] === "object" ? doc[method] : {}
      const authorised = password === apiPassword
      record({ method, authorised, body: args })
      // Not a documented fault: Packeta does not say how it answers a body that names no method it has.
      if (!Object.hasOwn(methods, method ?? ""))
        return sendXml(res, 200, fault("UnknownMethodFault", method ? `fake-packeta does not speak ${method}.` : "The body is not an XML request."))
      if (!authorised) return sendXml(res, 200, fault("IncorrectApiPasswordFault", "Incorrect API password."))
      const failure = takeFailure()
      if (failure !== null) return sendXml(res, failure, fault("ServerFault", "Unexpected error (fake-packeta was told to fail this call)."))
      return sendXml(res, 200, await methods[method](args))
    },
  })

  return { ...fake, apiUrl: `${fake.url}/api/rest`, apiPassword, packets }
}

/** The labels as a PDF, base64: each packet's A6 label, placed (scaled for the smaller formats) on the format's grid. */
const labelsPdf = (packets, format, offset) =>
  printLabels(
    packets.map(({ barcode, barcodeText, attributes: a, home }) => ({
      carrier: "Packeta",
      source: "fake-packeta",
      barcode,
      barcodeText,
      recipient: `${a.name} ${a.surname}`,
      company: a.company,
      destination: home ? [`${a.street} ${a.houseNumber ?? ""}`, `${a.zip} ${a.city}`] : [`Pick-up point ${a.addressId}`],
      order: a.number,
      weightKg: a.weight,
      cod: { amount: a.cod, currency: a.currency },
      sender: a.eshop,
    })),
    FORMATS[format],
    offset,
  )

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakePacketa({ port: Number(process.argv[2] || process.env.FAKE_PACKETA_PORT || 0) })
  console.log(`fake Packeta API on ${fake.apiUrl} (apiPassword ${fake.apiPassword}); packets at ${fake.url}/__packets`)
}

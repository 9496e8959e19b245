import crypto from "node:crypto"
import http from "node:http"
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { XMLParser, XMLValidator } from "fast-xml-parser"
import { strToU8, zipSync } from "fflate"
import { validateXML } from "xmllint-wasm"
import { ROOT } from "./config.mjs"
import { sendJson, sendXml, startFakeServer } from "./fake-server.mjs"

/**
 * A local stand-in for Romania's e-Factura, ANAF's SPV, used by `npm start` in the ro variant without
 * ANAF_CLIENT_ID and by the tests, because ANAF cannot be reached from here. It follows ANAF's
 * "Specificații tehnice e-Factura" (the REST services of api.anaf.ro/prod/FCTEL/rest, described at
 * mfinante.gov.ro/web/efactura/informatii-tehnice) and the OAuth 2.0 service of logincert.anaf.ro
 * ("Procedura de înregistrare a aplicațiilor în portalul ANAF"); it checks invoices against the UBL 2.1
 * XSD (backend/schemas/ubl-2.1) and a part of ANAF's CIUS-RO 1.0.8 Schematron (cius-ro/RO16931-rules.sch
 * of ro16931-ubl-1.0.8, and two EN 16931 rules of its UBL/EN16931-UBL-model.sch). It speaks, under two
 * prefixes as the real services have them:
 *
 *   POST /anaf-oauth2/v1/token                  form grant_type=refresh_token, refresh_token, client_id, client_secret
 *                                               (or HTTP Basic), token_content_type=jwt optional → { access_token (new
 *                                               each time, JWT-shaped with jwt), refresh_token (the same), token_type
 *                                               "Bearer", expires_in 7776000 }; wrong client, secret or refresh token
 *                                               → 400 { error: "invalid_grant" }, another grant → 400 unsupported_grant_type
 *   POST /prod/FCTEL/rest/upload?standard=UBL&cif=<digits>   and
 *   POST /prod/FCTEL/rest/uploadb2c?…           (a consumer's invoice) the XML as the body (text/plain or application/xml)
 *                                               → text/xml <header xmlns="mfp:anaf:dgti:spv:respUploadFisier:v1"
 *                                               dateResponse="YYYYMMDDHHmm" ExecutionStatus="0" index_incarcare="…"/>;
 *                                               refused (no index): ExecutionStatus="1" with <Errors errorMessage="…"/>
 *                                               for a `standard` not UBL, CN, CII or RASP, a cif that is no number,
 *                                               another company's cif than `cif`, an empty body
 *   GET  /prod/FCTEL/rest/stareMesaj?id_incarcare=N   → <header xmlns="mfp:anaf:dgti:efactura:stareMesajFactura:v1"
 *                                               stare="ok|nok|in prelucrare|XML cu erori nepreluat de sistem"
 *                                               id_descarcare="…"/> (ok and nok only); unknown: <header …><Errors
 *                                               errorMessage="Nu exista factura cu id_incarcare= N"/></header>
 *   GET  /prod/FCTEL/rest/descarcare?id=M       → application/zip: for "ok" <index>.xml (the invoice as uploaded) and
 *                                               semnatura_<index>.xml (a stub xmldsig Signature, standing in for ANAF's
 *                                               seal; its digest is the invoice's real SHA-256); for "nok" <index>.xml,
 *                                               <header xmlns="mfp:anaf:dgti:efactura:mesajEroriFactuta:v1"
 *                                               Index_incarcare Cif_emitent> with one <Error errorMessage/> per fault;
 *                                               unknown: 200 JSON { eroare: "Pentru id=M nu exista inregistrata nici o
 *                                               factura", titlu: "Descarcare mesaj" }
 *
 * Every /prod/FCTEL/rest call (also under /test/FCTEL/rest, ANAF's test environment) needs `Authorization: Bearer`
 * with an access token the token call gave; missing or unknown → 401 JSON { timestamp, status, error:
 * "Unauthorized", message }.
 *
 * An accepted upload is processed before the answer (an XSD validation takes a few hundred ms): not well-formed
 * XML, or a root other than UBL's Invoice or CreditNote, is "XML cu erori nepreluat de sistem"; otherwise the XML
 * is validated against the UBL 2.1 Invoice XSD (standard=UBL), CreditNote XSD (standard=CN) or its root's (CII,
 * RASP), then checked against BR-RO-001, -010, -020, -065, -081, -082, -091, -092, -100, -101, -110, -111, -120,
 * BR-04, BR-CO-10 and BR-CO-15 (amounts in whole cents), each fault with the .sch's text under its rule id:
 * "E: validari globale eroare: [BR-RO-111]-…" (XSD faults: "E: validari xsd eroare: linia N: …", libxml2's words).
 * Any fault → "nok", none → "ok". BR-RO-065 and BR-RO-120 hold whatever the VAT categories (the .sch asks for the
 * identifiers only with S, Z, E, AE, K, G, L or M, which every invoice of the shop has); BR-RO-065 also takes the
 * seller's PartyLegalEntity/CompanyID.
 *
 * Control endpoints for the tests (no authentication): those of fake-server.mjs (`/__calls` records calls as
 * { method, path, query, authorised, at }, the token's as { method, path, grant_type, client_id, authorised, at };
 * `/__fail` fails the next upload with that HTTP status, never a token or a status call, which the shop makes at
 * any moment), and
 *   GET    /__uploads              → every accepted upload { index, cif, b2c, standard, state, errors, download_id,
 *                                    xml, at }, oldest first
 *   POST   /__hold { on }          → while on, new uploads stay "in prelucrare" (checked, the verdict kept back);
 *                                    turning it off decides them → { on, decided: [index…] }
 *   DELETE /__tokens               → 204, forgets every access token (the next API call answers 401, the shop
 *                                    must get a new one with its refresh token)
 *
 * Returns { url, apiUrl, oauthUrl, cif, clientId, clientSecret, refreshToken, env, uploads (Map index → upload),
 * calls, stop }, `env` being the ANAF_* environment that points the backend at the fake. Run alone:
 * `node scripts/lib/fake-anaf.mjs [port]` (CIF from OPERATOR_ID or 12345674, random credentials, printed).
 */

export const OAUTH_PREFIX = "/anaf-oauth2/v1"
export const API_PREFIX = "/prod/FCTEL/rest"

/** BT-24 as CIUS-RO 1.0.1 wants it ($RO-CIUS-ID of RO16931-rules.sch 1.0.8). */
export const RO_CIUS_ID = "urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1"

/** The states stareMesaj answers. */
export const ANAF_STATES = { ok: "ok", nok: "nok", processing: "in prelucrare", rejected: "XML cu erori nepreluat de sistem" }

const UBL_ROOTS = {
  "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2": "Invoice",
  "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2": "CreditNote",
}
const STANDARDS = ["UBL", "CN", "CII", "RASP"]
// $ISO-3166-RO-CODES and $SECTOR-RO-CODES of RO16931-rules.sch.
const ISO_3166_RO = new Set(
  "AB AG AR B BC BH BN BR BT BV BZ CJ CL CS CT CV DB DJ GJ GL GR HD HR IF IL IS MH MM MS NT OT PH SB SJ SM SV TL TM TR VL VN VS"
    .split(" ")
    .map((c) => `RO-${c}`),
)
const SECTORS = new Set(["SECTOR1", "SECTOR2", "SECTOR3", "SECTOR4", "SECTOR5", "SECTOR6"])

/** The rules checked, with the text of their assertion in the .sch (its Romanian half; EN 16931's are English only). */
const RULES = {
  "BR-RO-001":
    "Identificatorul specificatie (BT-24) trebuie sa corespunda sintactic cu valoarea precizata in Specificatii tehnice și de utilizare a elementelor de baza ale facturii electronice - RO_CIUS - și a regulilor operationale specifice aplicabile la nivel national.",
  "BR-RO-010": "Numarul facturii (BT-1) trebuie sa includa cel putin un caracter numeric (0—9).",
  "BR-RO-020":
    "Codul tipului facturii (BT-3) trebuie sa fie unul dintre urmatoarele coduri din lista de coduri UNTDID 1001: 380 (Factura), 389 (Autofactura), 384 (Factura corectata), 381 (Nota de creditare), 751 (Factura — informatii în scopuri contabile).",
  "BR-RO-065":
    "Identificatorul de înregistrare fiscala a Vanzatorului (BT-32) si/sau Identificatorul de TVA al Vanzatorului (BT-31) si/sau Identificatorul de TVA al reprezentantului fiscal al Vanzatorului (BT-63) trebuie sa fie înscris.",
  "BR-RO-081": "Adresa Vanzatorului - Linia 1 (BT-35) trebuie furnizata.",
  "BR-RO-082": "Adresa Cumparatorului - Linia 1 (BT-50) trebuie furnizata.",
  "BR-RO-091": "Localitatea Vanzatorului (BT-37) trebuie furnizata.",
  "BR-RO-092": "Localitatea Cumparatorului (BT-52) trebuie furnizata.",
  "BR-RO-100":
    "Daca Codul tarii Vanzatorului (BT-40) este RO si Subdiviziunea tarii Vanzatorului (BT-39) este RO-B (corespunzator Municipiului Bucuresti), atunci Localitatea Vanzatorului (BT-37) trebuie sa fie codificata folosind lista de coduri SECTOR-RO.",
  "BR-RO-101":
    "Daca Codul tarii Cumparatorului (BT-55) este RO si Subdiviziunea tarii Cumparatorului (BT-54) este RO-B (corespunzator Municipiului Bucuresti), atunci Localitatea Cumparatorului (BT-52) trebuie sa fie codificata folosind lista de coduri SECTOR-RO.",
  "BR-RO-110":
    'Daca Codul tarii Vanzatorului (BT-40) este RO, atunci Subdiviziunea tarii Vanzatorului (BT-39) trebuie sa fie codificata folosind lista de coduri ISO 3166-2:RO (ex. "RO-B" pentru Municipiul Bucuresti, "RO-AB" pentru judetul Alba...).',
  "BR-RO-111":
    'Daca Codul tarii Cumparatorului (BT-55) este RO, atunci Subdiviziunea tarii Cumparatorului (BT-54) trebuie sa fie codificata folosind lista de coduri ISO 3166-2:RO (ex. "RO-B" pentru Municipiul Bucuresti, "RO-AB" pentru judetul Alba...).',
  "BR-RO-120":
    "Identificatorul de înregistrare legala a Cumparatorului (BT-47) si/sau Identificatorul de TVA al Cumparatorului (BT-48) trebuie sa fie înscris.",
  "BR-04": "An Invoice shall have an Invoice type code (BT-3).",
  "BR-CO-10": "Sum of Invoice line net amount (BT-106) = Σ Invoice line net amount (BT-131).",
  "BR-CO-15": "Invoice total amount with VAT (BT-112) = Invoice total amount without VAT (BT-109) + Invoice total VAT amount (BT-110).",
}
const ruleError = (id) => `E: validari globale eroare: [${id}]-${RULES[id]}`

// Every element an array, prefixes kept (the root's namespace is read from its xmlns attributes), text as text.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _jPath, _isLeaf, isAttribute) => !isAttribute,
})

/** The children named `name` (any prefix, as UBL's cac:/cbc: are) of each node. */
const children = (nodes, name) =>
  nodes.flatMap((node) =>
    node && typeof node === "object"
      ? Object.entries(node)
          .filter(([key]) => !key.startsWith("@_") && key !== "#text" && (key === name || key.endsWith(`:${name}`)))
          .flatMap(([, value]) => value)
      : [],
  )
const at = (node, ...names) => names.reduce((nodes, name) => children(nodes, name), [node])
/** normalize-space() of an element. */
const text = (node) => (node && typeof node === "object" ? String(node["#text"] ?? "") : String(node ?? "")).replace(/\s+/g, " ").trim()
const first = (node, ...names) => {
  const found = at(node, ...names)
  return found.length ? text(found[0]) : ""
}
const present = (node, ...names) => at(node, ...names).some((n) => text(n) !== "")

/** A UBL amount in whole cents (half up at the third decimal), null when it is no decimal. */
export function cents(value) {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(String(value ?? "").trim())
  if (!m || (!m[2] && !m[3])) return null
  const fraction = (m[3] ?? "").padEnd(3, "0")
  const whole = Number(m[2] || "0") * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0)
  return m[1] === "-" ? -whole : whole
}

/** The checked rules' faults of a parsed UBL document (`kind` Invoice or CreditNote), as error messages. */
function ruleErrors(doc, kind) {
  const failed = []
  const check = (id, ok) => ok || failed.push(ruleError(id))
  const seller = at(doc, "AccountingSupplierParty", "Party")[0]
  const buyer = at(doc, "AccountingCustomerParty", "Party")[0]

  check("BR-RO-001", first(doc, "CustomizationID") === RO_CIUS_ID)
  check("BR-RO-010", /[0-9]/.test(first(doc, "ID")))
  // The .sch's context is the type code: none is BR-04's fault (EN 16931), not BR-RO-020's.
  const typeCodes = at(doc, kind === "Invoice" ? "InvoiceTypeCode" : "CreditNoteTypeCode").map(text)
  const allowed = kind === "Invoice" ? ["380", "384", "389", "751"] : ["381"]
  check("BR-04", typeCodes.some(Boolean))
  if (typeCodes.some((code) => !allowed.includes(code))) failed.push(ruleError("BR-RO-020"))
  check(
    "BR-RO-065",
    present(seller, "PartyTaxScheme", "CompanyID") ||
      present(seller, "PartyLegalEntity", "CompanyID") ||
      present(doc, "TaxRepresentativeParty", "PartyTaxScheme", "CompanyID"),
  )
  check("BR-RO-081", present(seller, "PostalAddress", "StreetName"))
  check("BR-RO-082", present(buyer, "PostalAddress", "StreetName"))
  check("BR-RO-091", present(seller, "PostalAddress", "CityName"))
  check("BR-RO-092", present(buyer, "PostalAddress", "CityName"))
  for (const [party, sectorRule, countyRule] of [
    [seller, "BR-RO-100", "BR-RO-110"],
    [buyer, "BR-RO-101", "BR-RO-111"],
  ]) {
    if (first(party, "PostalAddress", "Country", "IdentificationCode") !== "RO") continue
    const county = first(party, "PostalAddress", "CountrySubentity")
    check(sectorRule, county !== "RO-B" || SECTORS.has(first(party, "PostalAddress", "CityName")))
    check(countyRule, ISO_3166_RO.has(county))
  }
  check("BR-RO-120", present(buyer, "PartyLegalEntity", "CompanyID") || present(buyer, "PartyTaxScheme", "CompanyID"))

  const totals = at(doc, "LegalMonetaryTotal")[0]
  if (totals !== undefined) {
    const lines = at(doc, kind === "Invoice" ? "InvoiceLine" : "CreditNoteLine").map((line) => cents(first(line, "LineExtensionAmount")))
    const lineTotal = cents(first(totals, "LineExtensionAmount"))
    check("BR-CO-10", lineTotal !== null && !lines.includes(null) && lines.reduce((sum, c) => sum + c, 0) === lineTotal)
  }
  // The VAT total in the invoice's currency (a second TaxTotal may give it in RON): exactly one.
  const currency = first(doc, "DocumentCurrencyCode")
  const vat = at(doc, "TaxTotal", "TaxAmount").filter((amount) => typeof amount === "object" && amount["@_currencyID"] === currency)
  const withVat = cents(first(doc, "LegalMonetaryTotal", "TaxInclusiveAmount"))
  const withoutVat = cents(first(doc, "LegalMonetaryTotal", "TaxExclusiveAmount"))
  const vatTotal = vat.length === 1 ? cents(text(vat[0])) : null
  check("BR-CO-15", withVat !== null && withoutVat !== null && vatTotal !== null && withVat === withoutVat + vatTotal)
  return failed
}

const SCHEMA_DIR = path.join(ROOT, "backend/schemas/ubl-2.1")
let schemaFiles = null
/**
 * The UBL 2.1 schema as xmllint-wasm's in-memory files: the maindoc XSD under maindoc/ and every common
 * module under common/, so that both "../common/X.xsd" (from maindoc) and a bare "X.xsd" (between the
 * common modules) resolve as in the release package.
 */
function ublSchema(kind) {
  schemaFiles ??= {
    common: readdirSync(path.join(SCHEMA_DIR, "common"))
      .filter((name) => name.endsWith(".xsd"))
      .map((name) => ({ fileName: `common/${name}`, contents: readFileSync(path.join(SCHEMA_DIR, "common", name), "utf8") })),
    maindoc: Object.fromEntries(
      ["Invoice", "CreditNote"].map((k) => [
        k,
        { fileName: `maindoc/UBL-${k}-2.1.xsd`, contents: readFileSync(path.join(SCHEMA_DIR, "maindoc", `UBL-${k}-2.1.xsd`), "utf8") },
      ]),
    ),
  }
  return { schema: [schemaFiles.maindoc[kind]], preload: schemaFiles.common }
}

/** libxml2's complaints about `xml` against the UBL 2.1 XSD of `kind` (Invoice or CreditNote), [] when valid. */
export async function ublSchemaErrors(xml, kind = "Invoice") {
  const result = await validateXML({ xml: [{ fileName: "factura.xml", contents: xml }], ...ublSchema(kind) })
  return result.errors.map((error) => ({
    line: error.loc?.lineNumber ?? null,
    parserError: /parser error/.test(error.message),
    message: error.message.replace(/^.*?(Schemas validity error|parser error)\s*:\s*/, ""),
  }))
}

/**
 * ANAF's verdict on an uploaded document: { state: "ok" | "nok" | "XML cu erori nepreluat de sistem",
 * errors (the messages of its error file) }.
 */
export async function checkEfactura(xml, { standard = "UBL" } = {}) {
  const rejected = (why) => ({ state: ANAF_STATES.rejected, errors: [`E: ${why}`] })
  const wellFormed = XMLValidator.validate(xml)
  if (wellFormed !== true) return rejected(`XML invalid: ${wellFormed.err.msg} (linia ${wellFormed.err.line})`)
  let parsed
  try {
    parsed = parser.parse(xml)
  } catch (error) {
    return rejected(`XML invalid: ${error.message}`)
  }
  const roots = Object.keys(parsed).filter((key) => !key.startsWith("?") && key !== "#text")
  if (roots.length !== 1) return rejected("XML invalid: documentul trebuie sa aiba un singur element radacina")
  const [prefix, local] = roots[0].includes(":") ? roots[0].split(":") : [null, roots[0]]
  const doc = parsed[roots[0]][0]
  const namespace = typeof doc === "object" ? doc[prefix ? `@_xmlns:${prefix}` : "@_xmlns"] : undefined
  const kind = UBL_ROOTS[namespace]
  if (kind !== local) return rejected(`Elementul radacina {${namespace ?? ""}}${local} nu este o factura UBL (Invoice sau CreditNote)`)

  const schemaKind = standard === "UBL" ? "Invoice" : standard === "CN" ? "CreditNote" : kind
  const schemaErrors = await ublSchemaErrors(xml, schemaKind)
  const parserError = schemaErrors.find((e) => e.parserError)
  if (parserError) return rejected(`XML invalid: ${parserError.message} (linia ${parserError.line})`)
  const errors = [...schemaErrors.map((e) => `E: validari xsd eroare: ${e.line ? `linia ${e.line}: ` : ""}${e.message}`), ...ruleErrors(doc, kind)]
  return { state: errors.length ? ANAF_STATES.nok : ANAF_STATES.ok, errors }
}

const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const escapeAttribute = (value) =>
  String(value).replace(/[&<>"\n\r\t]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "\n": "&#10;", "\r": "&#13;", "\t": "&#9;" })[c])
/** ANAF's answers: one <header> in the service's namespace, its attributes, maybe error children. */
const header = (namespace, attributes, content = "") => {
  const attrs = Object.entries(attributes)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("")
  return `${DECLARATION}<header xmlns="${namespace}"${attrs}${content ? `>${content}</header>` : "/>"}`
}
const errorElements = (name, messages) => messages.map((message) => `<${name} errorMessage="${escapeAttribute(message)}"/>`).join("")

/** Bucharest's wall clock, as ANAF stamps its answers. */
const bucharest = (date = new Date()) => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Bucharest",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date)
  return Object.fromEntries(parts.map((part) => [part.type, part.value]))
}
const dateResponse = () => {
  const t = bucharest()
  return `${t.year}${t.month}${t.day}${t.hour}${t.minute}`
}
/** The JSON errors of ANAF's gateway (Spring's shape). */
const gatewayError = (status, message) => {
  const t = bucharest()
  return { timestamp: `${t.day}-${t.month}-${t.year} ${t.hour}:${t.minute}:${t.second}`, status, error: http.STATUS_CODES[status] ?? "Error", message }
}

const random = () => crypto.randomBytes(24).toString("base64url")
const tenDigits = () => crypto.randomInt(1_000_000_000, 5_000_000_000)

export async function startFakeAnaf({
  port = 0,
  host = "127.0.0.1",
  cif = "12345674",
  clientId = crypto.randomBytes(16).toString("hex"),
  clientSecret = random(),
  refreshToken = random(),
} = {}) {
  cif = String(cif).replace(/\D/g, "")
  const uploads = new Map()
  const downloads = new Map()
  const accessTokens = new Set()
  /** Verdicts of uploads made while held, by index, given out when the hold ends. */
  const heldVerdicts = new Map()
  let holding = false
  let nextIndex = tenDigits()
  let nextDownloadId = tenDigits()
  const jwtKey = crypto.randomBytes(32)

  const newAccessToken = (jwt) => {
    if (!jwt) return crypto.randomBytes(32).toString("hex")
    const part = (json) => Buffer.from(JSON.stringify(json)).toString("base64url")
    const now = Math.floor(Date.now() / 1000)
    const unsigned = `${part({ alg: "HS256", typ: "JWT" })}.${part({ iss: "fake-anaf", sub: clientId, iat: now, exp: now + 7_776_000, jti: crypto.randomUUID() })}`
    return `${unsigned}.${crypto.createHmac("sha256", jwtKey).update(unsigned).digest("base64url")}`
  }

  const decide = (upload, verdict) => {
    upload.state = verdict.state
    upload.errors = verdict.errors
    if (verdict.state === ANAF_STATES.ok || verdict.state === ANAF_STATES.nok) {
      upload.download_id = String(nextDownloadId++)
      downloads.set(upload.download_id, upload)
    }
  }

  const zipOf = (upload) => {
    if (upload.state === ANAF_STATES.nok)
      return zipSync({
        [`${upload.index}.xml`]: strToU8(
          header(
            "mfp:anaf:dgti:efactura:mesajEroriFactuta:v1",
            { Index_incarcare: upload.index, Cif_emitent: upload.cif },
            errorElements("Error", upload.errors),
          ),
        ),
      })
    const digest = crypto.createHash("sha256").update(upload.xml, "utf8").digest("base64")
    const signature = `<?xml version="1.0" encoding="UTF-8"?>
<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">
  <!-- fake-anaf: stands in for the seal ANAF puts on an invoice it accepted (Ministerul Finantelor's signature); it signs nothing. -->
  <SignedInfo>
    <CanonicalizationMethod Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#"/>
    <SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>
    <Reference URI="${upload.index}.xml">
      <DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
      <DigestValue>${digest}</DigestValue>
    </Reference>
  </SignedInfo>
  <SignatureValue>ZmFrZS1hbmFm</SignatureValue>
</Signature>
`
    return zipSync({ [`${upload.index}.xml`]: strToU8(upload.xml), [`semnatura_${upload.index}.xml`]: strToU8(signature) })
  }

  const uploadAnswer = (res, { index = null, errors = [] }) =>
    sendXml(
      res,
      200,
      header(
        "mfp:anaf:dgti:spv:respUploadFisier:v1",
        { dateResponse: dateResponse(), ExecutionStatus: errors.length ? "1" : "0", index_incarcare: index },
        errorElements("Errors", errors),
      ),
    )

  const api = {
    upload: async (req, res, { url, raw }, b2c) => {
      if (req.method !== "POST") return sendJson(res, 405, gatewayError(405, `Request method '${req.method}' is not supported`))
      const standard = url.searchParams.get("standard") ?? ""
      const uploadCif = url.searchParams.get("cif") ?? ""
      if (!STANDARDS.includes(standard))
        return uploadAnswer(res, { errors: ["Valoarea parametrului standard este obligatorie si poate fi: UBL, CN, CII sau RASP"] })
      if (!/^\d+$/.test(uploadCif)) return uploadAnswer(res, { errors: [`CIF introdus= ${uploadCif} nu este un numar`] })
      if (uploadCif !== cif) return uploadAnswer(res, { errors: [`Nu aveti drept in SPV pentru CIF=${uploadCif}`] })
      // Not ANAF's words: its document gives none for an upload without a file.
      if (!raw.trim()) return uploadAnswer(res, { errors: ["Fisierul transmis este gol"] })

      const upload = {
        index: String(nextIndex++),
        cif: uploadCif,
        b2c,
        standard,
        state: ANAF_STATES.processing,
        errors: [],
        download_id: null,
        xml: raw,
        at: new Date().toISOString(),
      }
      uploads.set(upload.index, upload)
      const held = holding
      let verdict
      try {
        verdict = await checkEfactura(raw, { standard })
      } catch (error) {
        verdict = { state: ANAF_STATES.nok, errors: [`E: fake-anaf could not validate the invoice: ${error.message}`] }
      }
      if (held && holding) heldVerdicts.set(upload.index, verdict)
      else decide(upload, verdict)
      return uploadAnswer(res, { index: upload.index })
    },
    stareMesaj: (req, res, { url }) => {
      if (req.method !== "GET") return sendJson(res, 405, gatewayError(405, `Request method '${req.method}' is not supported`))
      const namespace = "mfp:anaf:dgti:efactura:stareMesajFactura:v1"
      const id = url.searchParams.get("id_incarcare") ?? ""
      if (!/^\d+$/.test(id)) return sendXml(res, 200, header(namespace, {}, errorElements("Errors", [`Id_incarcare introdus= ${id} nu este un numar intreg`])))
      const upload = uploads.get(id)
      if (!upload) return sendXml(res, 200, header(namespace, {}, errorElements("Errors", [`Nu exista factura cu id_incarcare= ${id}`])))
      return sendXml(res, 200, header(namespace, { stare: upload.state, id_descarcare: upload.download_id }))
    },
    descarcare: (req, res, { url }) => {
      if (req.method !== "GET") return sendJson(res, 405, gatewayError(405, `Request method '${req.method}' is not supported`))
      const id = url.searchParams.get("id") ?? ""
      if (!/^\d+$/.test(id)) return sendJson(res, 200, { eroare: `Id descarcare introdus= ${id} nu este un numar intreg`, titlu: "Descarcare mesaj" })
      const upload = downloads.get(id)
      if (!upload) return sendJson(res, 200, { eroare: `Pentru id=${id} nu exista inregistrata nici o factura`, titlu: "Descarcare mesaj" })
      const zip = zipOf(upload)
      res.writeHead(200, { "content-type": "application/zip", "content-disposition": `attachment; filename="${id}.zip"`, "content-length": zip.length })
      res.end(Buffer.from(zip))
    },
  }

  const token = (req, res, { path: requestPath, raw, record }) => {
    if (req.method !== "POST") return sendJson(res, 405, { error: "invalid_request", error_description: "The token endpoint takes POST only" })
    const form = Object.fromEntries(new URLSearchParams(raw))
    const basic = /^Basic\s+(.+)$/i.exec(req.headers.authorization ?? "")
    if (basic) {
      const [id, ...secret] = Buffer.from(basic[1], "base64").toString("utf8").split(":")
      form.client_id ??= decodeURIComponent(id)
      form.client_secret ??= decodeURIComponent(secret.join(":"))
    }
    const authorised = form.client_id === clientId && form.client_secret === clientSecret && form.refresh_token === refreshToken
    record({ method: req.method, path: requestPath, grant_type: form.grant_type ?? null, client_id: form.client_id ?? null, authorised })
    if (form.grant_type !== "refresh_token")
      return sendJson(res, 400, {
        error: "unsupported_grant_type",
        error_description: "fake-anaf grants refresh_token only (the authorization code needs ANAF's certificate login)",
      })
    if (form.client_id !== clientId || form.client_secret !== clientSecret)
      return sendJson(res, 400, { error: "invalid_grant", error_description: "Invalid client credentials" })
    if (form.refresh_token !== refreshToken) return sendJson(res, 400, { error: "invalid_grant", error_description: "Invalid refresh token" })
    const accessToken = newAccessToken(form.token_content_type === "jwt")
    accessTokens.add(accessToken)
    return sendJson(res, 200, { access_token: accessToken, refresh_token: refreshToken, token_type: "Bearer", expires_in: 7_776_000 })
  }

  const fake = await startFakeServer({
    port,
    host,
    handle: async (req, res, request) => {
      const { url, path: requestPath, body, record, takeFailure } = request
      // --- control endpoints
      if (requestPath === "/__uploads" && req.method === "GET") return sendJson(res, 200, [...uploads.values()])
      if (requestPath === "/__hold" && req.method === "POST") {
        holding = body?.on === true || body?.on === "true"
        const decided = []
        if (!holding) {
          for (const [index, verdict] of heldVerdicts) {
            decide(uploads.get(index), verdict)
            decided.push(index)
          }
          heldVerdicts.clear()
        }
        return sendJson(res, 200, { on: holding, decided })
      }
      if (requestPath === "/__tokens" && req.method === "DELETE") {
        accessTokens.clear()
        return sendJson(res, 204)
      }

      // --- OAuth
      if (requestPath === `${OAUTH_PREFIX}/token`) return token(req, res, request)

      // --- the REST services
      const service = /^\/(?:prod|test)\/FCTEL\/rest\/([^/]+)$/.exec(requestPath)?.[1]
      if (!service || !Object.hasOwn(api, service.replace(/^uploadb2c$/, "upload")))
        return sendJson(res, 404, { ...gatewayError(404, "No message available"), path: requestPath })
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? null
      const authorised = bearer !== null && accessTokens.has(bearer)
      record({ method: req.method, path: requestPath, query: Object.fromEntries(url.searchParams), authorised })
      // Only an upload takes a failure: the shop's job asks about the invoices in progress at any moment.
      const failure = service.startsWith("upload") ? takeFailure() : null
      if (failure !== null) return sendJson(res, failure, gatewayError(failure, "fake-anaf was told to fail this call"))
      if (!authorised) return sendJson(res, 401, gatewayError(401, bearer ? "Invalid access token" : "Full authentication is required to access this resource"))
      if (service === "upload" || service === "uploadb2c") return api.upload(req, res, request, service === "uploadb2c")
      return api[service](req, res, request)
    },
  })

  const apiUrl = `${fake.url}${API_PREFIX}`
  const oauthUrl = `${fake.url}${OAUTH_PREFIX}`
  return {
    ...fake,
    apiUrl,
    oauthUrl,
    cif,
    clientId,
    clientSecret,
    refreshToken,
    env: { ANAF_API_URL: apiUrl, ANAF_OAUTH_URL: oauthUrl, ANAF_CLIENT_ID: clientId, ANAF_CLIENT_SECRET: clientSecret, ANAF_REFRESH_TOKEN: refreshToken },
    uploads,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeAnaf({
    port: Number(process.argv[2] || process.env.FAKE_ANAF_PORT || 0),
    cif: String(process.env.OPERATOR_ID ?? "").replace(/\D/g, "") || "12345674",
  })
  console.log(`fake ANAF e-Factura API on ${fake.apiUrl}, OAuth on ${fake.oauthUrl} (CIF ${fake.cif}); uploads at ${fake.url}/__uploads`)
  console.log(
    Object.entries(fake.env)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n"),
  )
}

import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { validateXML } from "xmllint-wasm"

// The official schema, unchanged (backend/schemas/ubl-2.1). xmllint-wasm writes every file to "/" + its
// fileName in its in-memory file system and libxml2 resolves an import relative to the importing file, so
// the files keep the release's layout: maindoc/UBL-Invoice-2.1.xsd imports "../common/…" (/common/…), and
// the common/ modules import each other by bare file name (the same /common/ directory).
const SCHEMA_DIR = path.resolve(__dirname, "../../schemas/ubl-2.1")
const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(SCHEMA_DIR, fileName), "utf8") })

let common: { fileName: string; contents: string }[] | null = null

/** Every common/ module, read once: the Invoice and CreditNote schemas need most of them, the signature ones included. */
const commonFiles = () =>
  (common ??= readdirSync(path.join(SCHEMA_DIR, "common"))
    .filter((name) => name.endsWith(".xsd"))
    .sort()
    .map((name) => schemaFile(`common/${name}`)))

/** A UBL 2.1 Invoice or CreditNote (an e-Factura) checked against the OASIS UBL 2.1 XSD of `root` by libxml2 (xmllint-wasm). */
export function validateUbl(xml: string, root: "Invoice" | "CreditNote" = "Invoice") {
  return validateXML({
    xml: [{ fileName: "invoice.xml", contents: xml }],
    schema: [schemaFile(`maindoc/UBL-${root}-2.1.xsd`)],
    preload: commonFiles(),
  })
}

/** The schema's complaints about a UBL invoice (or credit note), none when it is valid. */
export const ublErrors = async (xml: string, root: "Invoice" | "CreditNote" = "Invoice") =>
  (await validateUbl(xml, root)).errors.map((error) => error.rawMessage)

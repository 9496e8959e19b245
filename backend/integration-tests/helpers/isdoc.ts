import { readFileSync } from "node:fs"
import path from "node:path"
import { validateXML } from "xmllint-wasm"

// The official schema, unchanged (backend/schemas/isdoc-6.0.2); the invoice XSD includes the core one by its file name.
const SCHEMA_DIR = path.resolve(__dirname, "../../schemas/isdoc-6.0.2")
const schemaFile = (fileName: string) => ({ fileName, contents: readFileSync(path.join(SCHEMA_DIR, fileName), "utf8") })

/** An ISDOC invoice checked against the ISDOC 6.0.2 XSD by libxml2 (xmllint-wasm). */
export function validateIsdoc(xml: string) {
  return validateXML({
    xml: [{ fileName: "invoice.isdoc", contents: xml }],
    schema: [schemaFile("isdoc-invoice-6.0.2.xsd")],
    preload: [schemaFile("isdoc-core-6.0.2.xsd")],
  })
}

/** The schema's complaints about an ISDOC invoice, none when it is valid. */
export const isdocErrors = async (xml: string) => (await validateIsdoc(xml)).errors.map((error) => error.rawMessage)

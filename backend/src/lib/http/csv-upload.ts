import type { MedusaRequest, MiddlewareRoute } from "@medusajs/framework/http"
import { parse } from "csv-parse/sync"
import multer from "multer"
import { AdminPriceImportJsonSchema as CsvUploadJson } from "@electroshop/contracts/buyout"
import { t } from "../shop/messages"
import { ShopError } from "./errors"
import { parseOr400 } from "./validation"

const CSV_MIME_TYPES = new Set([
  "text/csv",
  "application/csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel", // what Windows browsers send for .csv
  "text/plain",
  "application/octet-stream",
])

// The file stays in memory (it is parsed at once); 5 MB is plenty for a price list or a month's bank statement.
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024, files: 1 } })

/** The middleware route of a CSV import: multipart/form-data with a `file` field, or JSON { filename, content } (told apart in readCsvUpload). */
export const csvUploadRoute = (matcher: string): MiddlewareRoute => ({
  matcher,
  methods: ["POST"],
  bodyParser: { sizeLimit: "6mb" },
  middlewares: [upload.single("file")],
})

type Upload = { originalname: string; mimetype: string; buffer: Buffer }
const onlyCsv = () => new ShopError(400, { message: t("only_csv"), code: "only_csv" })

/** The uploaded text; anything but a .csv text file is refused with 400 `only_csv`. */
function readUpload(req: MedusaRequest): string {
  const file = (req as unknown as { file?: Upload }).file
  let filename: string
  let content: string
  if (file) {
    filename = file.originalname
    if (!CSV_MIME_TYPES.has(file.mimetype.toLowerCase())) throw onlyCsv()
    content = file.buffer.toString("utf8")
  } else {
    ;({ filename, content } = parseOr400(CsvUploadJson, req.body))
  }
  // A .csv name and text content: binary files (xlsx, pdf, images) contain NUL bytes.
  if (!/\.csv$/i.test(filename) || content.includes("\u0000")) throw onlyCsv()
  return content
}

/**
 * The rows of an uploaded CSV file as records keyed by lower-case column
 * names, the header renamed through `aliases` (a bank's own column names).
 * `,` or `;` separated (Czech and Romanian spreadsheets export with `;`; the
 * header line tells which). A file that is not CSV, cannot be read, lacks a
 * `required` column or has no rows is a 400 with the specification's message.
 */
export function readCsvUpload(req: MedusaRequest, required: readonly string[], aliases: Record<string, string> = {}): Record<string, string>[] {
  const content = readUpload(req)
  const firstLine = content.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? ""
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ","
  let header: string[] = []
  let records: Record<string, string>[]
  try {
    records = parse(content, {
      bom: true,
      delimiter,
      trim: true,
      skip_empty_lines: true,
      columns: (names: string[]) =>
        (header = names.map((n) => {
          const name = String(n).trim().toLowerCase()
          return aliases[name] ?? name
        })),
    })
  } catch (error) {
    throw new ShopError(400, { message: t("invalid_csv", { error: (error as Error).message }), code: "invalid_csv" })
  }
  if (!header.length) throw new ShopError(400, { message: t("empty_file"), code: "empty_file" })
  const missing = required.filter((c) => !header.includes(c))
  if (missing.length) {
    throw new ShopError(400, { message: t("missing_columns", { columns: missing.join(", ") }), code: "missing_columns", missing })
  }
  if (!records.length) throw new ShopError(400, { message: t("empty_file"), code: "empty_file" })
  return records
}

/** A whole amount of the shop currency (`1 990`, `1990,00`), or null. */
export function parseAmount(raw: string | undefined): number | null {
  const text = (raw ?? "").replace(/[\s\u00A0]/g, "").replace(",", ".")
  if (!/^\d+(\.0+)?$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}

/** Any bad row and nothing changes: every row's message, at most 100. */
export function rowErrors(errors: string[]): ShopError {
  return new ShopError(400, { message: t("import_failed"), code: "import_failed", errors: { rows: errors.slice(0, 100) } })
}

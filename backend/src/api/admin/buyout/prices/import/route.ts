import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parse } from "csv-parse/sync"
import { isQuality } from "@electroshop/domain"
import { ShopError } from "../../../../../lib/http/errors"
import { parseOr400 } from "../../../../../lib/http/validation"
import { t } from "../../../../../lib/buyout/messages"
import type { PriceImportRow } from "../../../../../modules/buyout/types"
import { buyoutService } from "../../helpers"
import { AdminPriceImportJson } from "../../validators"

const REQUIRED_COLUMNS = ["model", "quality", "price"] as const

const CSV_MIME_TYPES = new Set([
  "text/csv",
  "application/csv",
  "text/comma-separated-values",
  "application/vnd.ms-excel", // what Windows browsers send for .csv
  "text/plain",
  "application/octet-stream",
])

type Upload = { originalname: string; mimetype: string; buffer: Buffer }

/** The file from multipart (`file` field) or JSON `{ filename, content }`; anything but CSV is refused. */
function readUpload(req: MedusaRequest): { filename: string; content: string } {
  const file = (req as unknown as { file?: Upload }).file
  let filename: string
  let content: string
  if (file) {
    filename = file.originalname
    if (!CSV_MIME_TYPES.has(file.mimetype.toLowerCase())) throw onlyCsv()
    content = file.buffer.toString("utf8")
  } else {
    const body = parseOr400(AdminPriceImportJson, req.body)
    filename = body.filename
    content = body.content
  }
  // A .csv name and text content: binary files (xlsx, pdf, images) contain NUL bytes.
  if (!/\.csv$/i.test(filename) || content.includes("\u0000")) throw onlyCsv()
  return { filename, content }
}

const onlyCsv = () => new ShopError(400, { message: t("only_csv"), code: "only_csv" })

function parseAmount(raw: string | undefined): number | null {
  const text = (raw ?? "").replace(/[\s\u00A0]/g, "").replace(",", ".")
  if (!/^\d+(\.0+)?$/.test(text)) return null
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : null
}

/**
 * POST /admin/buyout/prices/import — the buy-out price list as CSV.
 *
 * Send `multipart/form-data` with the file in the field `file`, or JSON
 * `{ "filename": "prices.csv", "content": "<the CSV text>" }`. Columns
 * (header row, `,` or `;` separated, any order, UTF-8): `model` (model value, e.g.
 * `iphone-13`), `quality` (A+, A, B, C, D), `price` (whole currency units);
 * optional `url`, `minimal_buyout_price`. A price of an existing grade is
 * updated, a missing grade is created. Everything in one transaction: any bad
 * row and nothing changes.
 *
 * → 200 { rows, updated, created, unchanged, models, versions }
 * → 400 { message: "Jsou povoleny pouze soubory CSV.", code: "only_csv" }
 * → 400 { message: "…Chybí: price", code: "missing_columns", missing: ["price"] }
 * → 400 { message, code: "import_failed", errors: { rows: ["Řádek 3: …"] } }
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const { content } = readUpload(req)
  let records: Record<string, string>[]
  let header: string[] = []
  // Czech and Romanian spreadsheets export with `;`; the header line tells which one is used.
  const firstLine = content.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? ""
  const delimiter = firstLine.includes(";") && !firstLine.includes(",") ? ";" : ","
  try {
    records = parse(content, {
      bom: true,
      delimiter,
      trim: true,
      skip_empty_lines: true,
      columns: (names: string[]) => (header = names.map((n) => String(n).trim().toLowerCase())),
    })
  } catch (error) {
    throw new ShopError(400, { message: t("invalid_csv", { error: (error as Error).message }), code: "invalid_csv" })
  }
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c))
  if (!header.length) throw new ShopError(400, { message: t("empty_file"), code: "empty_file" })
  if (missing.length) {
    throw new ShopError(400, { message: t("missing_columns", { columns: missing.join(", ") }), code: "missing_columns", missing })
  }
  if (!records.length) throw new ShopError(400, { message: t("empty_file"), code: "empty_file" })

  const service = buyoutService(req.scope)
  const known = new Set(
    (await service.listBuyoutDeviceModels({ value: [...new Set(records.map((r) => r.model))] }, { select: ["value"] })).map((m) => m.value),
  )
  const rows: PriceImportRow[] = []
  const errors: string[] = []
  const seen = new Set<string>()
  records.forEach((record, index) => {
    const row = index + 2 // line 1 is the header
    const model = record.model ?? ""
    const quality = (record.quality ?? "").toUpperCase()
    const price = parseAmount(record.price)
    const floor = record.minimal_buyout_price ? parseAmount(record.minimal_buyout_price) : undefined
    if (!known.has(model)) errors.push(t("row_unknown_model", { row, model }))
    if (!isQuality(quality)) errors.push(t("row_invalid_quality", { row, quality: record.quality ?? "" }))
    if (price === null) errors.push(t("row_invalid_price", { row, price: record.price ?? "" }))
    if (floor === null) errors.push(t("row_invalid_price", { row, price: record.minimal_buyout_price }))
    const key = `${model}|${quality}`
    if (seen.has(key)) errors.push(t("row_duplicate", { row, model, quality }))
    seen.add(key)
    rows.push({ model, quality, price: price ?? 0, url: record.url || undefined, minimal_buyout_price: floor ?? undefined })
  })
  if (errors.length) {
    throw new ShopError(400, { message: t("import_failed"), code: "import_failed", errors: { rows: errors.slice(0, 100) } })
  }
  res.json(await service.importPrices(rows))
}

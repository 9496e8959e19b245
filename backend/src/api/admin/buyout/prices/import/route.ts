import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { isQuality } from "@electroshop/domain"
import type { PriceImportResult } from "@electroshop/contracts/buyout"
import { parseAmount, readCsvUpload, rowErrors } from "../../../../../lib/http/csv-upload"
import { t } from "../../../../../lib/shop/messages"
import type { PriceImportRow } from "../../../../../modules/buyout/types"
import { importBuyoutPricesWorkflow } from "../../../../../workflows/buyout/catalogue"
import { buyoutService } from "../../helpers"

const REQUIRED_COLUMNS = ["model", "quality", "price"] as const

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
export async function POST(req: MedusaRequest, res: MedusaResponse<PriceImportResult>) {
  const records = readCsvUpload(req, REQUIRED_COLUMNS)
  const service = buyoutService(req.scope)
  const known = new Set((await service.listBuyoutDeviceModels({ value: [...new Set(records.map((r) => r.model))] }, { select: ["value"] })).map((m) => m.value))
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
    throw rowErrors(errors)
  }
  const { result } = await importBuyoutPricesWorkflow(req.scope).run({ input: rows })
  res.json(result)
}

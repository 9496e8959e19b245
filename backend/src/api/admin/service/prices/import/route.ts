import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PART_QUALITIES, type PartQuality, type ServicePriceImportResult } from "@electroshop/contracts/service"
import { parseAmount, readCsvUpload, rowErrors } from "../../../../../lib/http/csv-upload"
import { t } from "../../../../../lib/shop/messages"
import { serviceMessage } from "../../../../../lib/service/messages"
import { BUYOUT_MODULE } from "../../../../../modules/buyout"
import type BuyoutModuleService from "../../../../../modules/buyout/service"
import { SERVICE_MODULE } from "../../../../../modules/service"
import type ServiceModuleService from "../../../../../modules/service/service"
import { importServicePricesWorkflow } from "../../../../../workflows/service"

const REQUIRED_COLUMNS = ["model", "operation", "quality", "price"] as const
const fold = (text: string) => text.trim().toLowerCase()

/**
 * POST /admin/service/prices/import — repair part prices as CSV, with the
 * buy-out price import's file rules and messages (lib/http/csv-upload.ts).
 * Columns: `model` (model value, e.g. `iphone-13`), `operation` (its name as in
 * the price list, case-blind), `quality` (original, compatible), `price`
 * (whole currency units); optional `warranty_months`. Any bad row and
 * nothing changes.
 *
 * → 200 { rows, updated, created, unchanged, models }
 * → 400 only_csv | invalid_csv | missing_columns (with `missing`) | empty_file | import_failed (with `errors.rows`)
 */
export async function POST(req: MedusaRequest, res: MedusaResponse<ServicePriceImportResult>) {
  const records = readCsvUpload(req, REQUIRED_COLUMNS)
  const models = await req.scope
    .resolve<BuyoutModuleService>(BUYOUT_MODULE)
    .listBuyoutDeviceModels({ value: [...new Set(records.map((r) => r.model))] }, { select: ["id", "value"] })
  const modelId = new Map(models.map((m) => [m.value, m.id]))
  const service = req.scope.resolve<ServiceModuleService>(SERVICE_MODULE)
  const operations = models.length
    ? await service.listServiceOperations({ device_model_id: models.map((m) => m.id) }, { select: ["id", "name", "device_model_id"] })
    : []

  const rows: { operation_id: string; quality: PartQuality; price: number; warranty_months?: number }[] = []
  const errors: string[] = []
  const seen = new Set<string>()
  records.forEach((record, index) => {
    const row = index + 2 // line 1 is the header
    const model = record.model ?? ""
    const name = record.operation ?? ""
    const quality = fold(record.quality ?? "") as PartQuality
    const price = parseAmount(record.price)
    const warranty = record.warranty_months ? parseAmount(record.warranty_months) : undefined
    const id = modelId.get(model)
    const operation = id ? operations.find((op) => op.device_model_id === id && fold(op.name) === fold(name)) : undefined
    if (!id) errors.push(t("row_unknown_model", { row, model }))
    else if (!operation) errors.push(serviceMessage("row_unknown_operation", { row, model, operation: name }))
    if (!PART_QUALITIES.includes(quality)) errors.push(serviceMessage("row_invalid_part_quality", { row, quality: record.quality ?? "" }))
    if (price === null) errors.push(t("row_invalid_price", { row, price: record.price ?? "" }))
    if (warranty === null || (warranty !== undefined && warranty > 60))
      errors.push(serviceMessage("row_invalid_warranty", { row, warranty: record.warranty_months }))
    const key = `${operation?.id ?? `${model}|${fold(name)}`}|${quality}`
    if (seen.has(key)) errors.push(serviceMessage("row_duplicate_operation", { row, model, operation: name, quality }))
    seen.add(key)
    if (operation) rows.push({ operation_id: operation.id, quality, price: price ?? 0, warranty_months: warranty ?? undefined })
  })
  if (errors.length) throw rowErrors(errors)
  const { result } = await importServicePricesWorkflow(req.scope).run({ input: rows })
  res.json({ ...result, models: modelId.size })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { ServiceColorChoice, StoreServiceColorsQuerySchema } from "@electroshop/contracts/service"
import { colorChoice, listServiceableModels, listServiceColors } from "../../../../lib/service/devices"

/** GET /store/service/colors?model= → [{ value, label, slug, hex }] */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreServiceColorsQuerySchema>>, res: MedusaResponse<ServiceColorChoice[]>) {
  const { model } = req.validatedQuery
  const found = (await listServiceableModels(req.scope)).find((m) => m.value === model)
  res.json((await listServiceColors(req.scope, found)).map(colorChoice))
}

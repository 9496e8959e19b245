import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminListPickingSchema, AdminPickingQueueResponse } from "@electroshop/contracts/warehouse"
import { pickingQueue } from "../../../modules/warehouse/queries"

/** `?status&stock_location_id&limit&offset` → the picking queue, oldest ready first, with counts per status. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListPickingSchema>>, res: MedusaResponse<AdminPickingQueueResponse>) {
  const { limit, offset, status, stock_location_id } = req.validatedQuery
  res.json({ ...(await pickingQueue(req.scope, { status, stock_location_id }, { limit, offset })), limit, offset })
}

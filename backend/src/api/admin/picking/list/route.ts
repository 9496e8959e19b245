import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminPickingListResponse, AdminPickingListSchema } from "@electroshop/contracts/warehouse"
import { pickingList } from "../../../../modules/warehouse/picking-list"

/** `?order_id=…` (one or a batch) → what to take off the shelves for them, by location and bin. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminPickingListSchema>>, res: MedusaResponse<AdminPickingListResponse>) {
  res.json(await pickingList(req.scope, req.validatedQuery.order_id))
}

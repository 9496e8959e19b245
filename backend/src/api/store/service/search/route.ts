import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { SERVICE_SEARCH_LIMIT, type ServiceSearchResponse, type StoreServiceSearchQuerySchema } from "@electroshop/contracts/service"
import { searchServiceDevices } from "../../../../lib/service/devices"

/** GET /store/service/search?term= → { result: [{ label, url, … }] }: the smart search for a device to repair. */
export async function GET(req: MedusaRequest<unknown, z.infer<typeof StoreServiceSearchQuerySchema>>, res: MedusaResponse<ServiceSearchResponse>) {
  const { term } = req.validatedQuery
  res.json({ result: await searchServiceDevices(req.scope, term, SERVICE_SEARCH_LIMIT) })
}

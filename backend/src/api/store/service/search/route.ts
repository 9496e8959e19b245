import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SERVICE_SEARCH_LIMIT, type ServiceSearchResponse } from "@electroshop/contracts/service"
import { searchServiceDevices } from "../../../../lib/service/devices"

/** GET /store/service/search?term= → { result: [{ label, url, … }] }: the smart search for a device to repair. */
export async function GET(req: MedusaRequest, res: MedusaResponse<ServiceSearchResponse>) {
  const { term } = req.validatedQuery as { term: string }
  res.json({ result: await searchServiceDevices(req.scope, term, SERVICE_SEARCH_LIMIT) })
}

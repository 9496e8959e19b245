import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { SERVICE_MODULE } from "../../../../../../modules/service"
import type ServiceModuleService from "../../../../../../modules/service/service"

/** GET /admin/service/models/:id/operations → { operations }: the model's whole price list, unavailable ones included. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const operations = await req.scope.resolve<ServiceModuleService>(SERVICE_MODULE).listOperationViews(req.params.id, null)
  res.json({ operations })
}

import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AdminCreateServiceOperation, AdminServiceOperationCreated, AdminServiceOperationList } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../../../modules/service"
import type ServiceModuleService from "../../../../../../modules/service/service"
import { createServiceOperationWorkflow } from "../../../../../../workflows/service"

/** GET /admin/service/models/:id/operations → { operations }: the model's whole price list, unavailable ones included. */
export async function GET(req: MedusaRequest, res: MedusaResponse<AdminServiceOperationList>) {
  const operations = await req.scope.resolve<ServiceModuleService>(SERVICE_MODULE).listOperationViews(req.params.id, null)
  res.json({ operations })
}

/**
 * POST /admin/service/models/:id/operations { code, name, description?, duration_minutes?, is_available?, part_options }
 * → 201 { operation }: a new repair of the model, after its last one (404 for an unknown model).
 */
export async function POST(req: MedusaRequest<AdminCreateServiceOperation>, res: MedusaResponse<AdminServiceOperationCreated>) {
  const { result } = await createServiceOperationWorkflow(req.scope).run({ input: { ...req.validatedBody, device_model_id: req.params.id } })
  const [operation] = (await req.scope.resolve<ServiceModuleService>(SERVICE_MODULE).listOperationViews(req.params.id, null)).filter(
    (op) => op.id === result.id,
  )
  res.status(201).json({ operation })
}

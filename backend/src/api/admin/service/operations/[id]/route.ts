import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { DeleteResponse } from "@medusajs/framework/types"
import type { AdminServiceOperationUpdated, AdminUpdateServiceOperationSchema } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../../modules/service"
import type ServiceModuleService from "../../../../../modules/service/service"
import { deleteServiceOperationWorkflow, updateServiceOperationWorkflow } from "../../../../../workflows/service"

/** POST /admin/service/operations/:id — name, description, duration, availability, part options (price recomputed). */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateServiceOperationSchema>>, res: MedusaResponse<AdminServiceOperationUpdated>) {
  await updateServiceOperationWorkflow(req.scope).run({ input: { id: req.params.id, data: req.validatedBody } })
  // The stored row: its Date columns are sent as ISO strings.
  const operation: any = await req.scope.resolve<ServiceModuleService>(SERVICE_MODULE).retrieveServiceOperation(req.params.id, { relations: ["part_options"] })
  res.json({ operation })
}

/** DELETE /admin/service/operations/:id → { id, object, deleted }: with its part options (orders keep their own lines). */
export async function DELETE(req: MedusaRequest, res: MedusaResponse<DeleteResponse<"service_operation">>) {
  await deleteServiceOperationWorkflow(req.scope).run({ input: req.params.id })
  res.json({ id: req.params.id, object: "service_operation", deleted: true })
}

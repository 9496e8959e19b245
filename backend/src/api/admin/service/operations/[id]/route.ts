import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminUpdateServiceOperationSchema } from "@electroshop/contracts/service"
import { SERVICE_MODULE } from "../../../../../modules/service"
import type ServiceModuleService from "../../../../../modules/service/service"
import { ShopError } from "../../../../../lib/http/errors"
import { serviceMessage } from "../../../../../lib/service/messages"

/** POST /admin/service/operations/:id — name, description, duration, availability, part options (price recomputed). */
export async function POST(req: MedusaRequest<z.infer<typeof AdminUpdateServiceOperationSchema>>, res: MedusaResponse) {
  const service = req.scope.resolve<ServiceModuleService>(SERVICE_MODULE)
  const [existing] = await service.listServiceOperations({ id: req.params.id })
  if (!existing) throw ShopError.notFound(serviceMessage("operation_not_found"))
  const operation = await service.updateOperationWithParts(req.params.id, req.validatedBody)
  res.json({ operation })
}

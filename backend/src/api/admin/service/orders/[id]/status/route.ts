import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminServiceOrderStatusChanged, AdminServiceOrderStatusSchema } from "@electroshop/contracts/service"
import { updateServiceOrderStatusWorkflow } from "../../../../../../workflows/service"

/** POST /admin/service/orders/:id/status { status, note? } — the customer gets an e-mail (subscriber). */
export async function POST(
  req: AuthenticatedMedusaRequest<z.infer<typeof AdminServiceOrderStatusSchema>>,
  res: MedusaResponse<AdminServiceOrderStatusChanged>,
) {
  const actor = req.auth_context?.actor_id ?? null
  await updateServiceOrderStatusWorkflow(req.scope).run({ input: { id: req.params.id, ...req.validatedBody, actor_id: actor } })
  res.json({ id: req.params.id })
}

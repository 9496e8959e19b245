import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutRevealResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../../modules/buyout"
import type BuyoutModuleService from "../../../../../modules/buyout/service"
import { clientAddress } from "../../../../../lib/client-address"
import { decryptSensitive } from "../../../../../lib/buyout/serialize"
import { SENSITIVE_FIELDS } from "../../../../../lib/buyout/validation"
import { revealBuyoutPersonalDataWorkflow } from "../../../../../workflows/buyout"
import type { AdminReveal } from "../../../buyout/validators"

/**
 * POST /admin/buyouts/:id/reveal { fields?, reason } → { customer_data: { <field>: plaintext }, revealed_at, reveal_id }.
 * 409 `personal_data_erased` once the retention has erased them. Every call is logged first by the workflow (admin user id from
 * the session/token, time, fields, reason, IP; event `buyout.personal_data_revealed`); `GET /admin/buyouts/:id/reveals` lists the log.
 */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminReveal>>, res: MedusaResponse<AdminBuyoutRevealResponse>) {
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  const fields = req.validatedBody?.fields ?? [...SENSITIVE_FIELDS]
  const actorId = req.auth_context?.actor_id
  const { result: reveal } = await revealBuyoutPersonalDataWorkflow(req.scope).run({
    input: { buyout_request_id: req.params.id, actor_id: actorId, fields, reason: req.validatedBody.reason, ip: clientAddress(req) },
  })
  const [request] = await req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE).listBuyoutRequests({ id: reveal.buyout_request_id })
  logger.info(`Buy-out ${request.number}: personal data (${fields.join(", ")}) revealed to admin user ${actorId}`)
  const all = decryptSensitive(request, logger)
  res.json({
    customer_data: Object.fromEntries(fields.map((f) => [f, all[f]])),
    // A Date, which JSON sends as its ISO string.
    revealed_at: reveal.created_at as unknown as string,
    reveal_id: reveal.id,
  })
}

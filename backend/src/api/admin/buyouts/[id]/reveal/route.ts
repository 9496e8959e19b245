import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import type { AdminBuyoutRevealResponse } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../../modules/buyout"
import type BuyoutModuleService from "../../../../../modules/buyout/service"
import { ShopError } from "../../../../../lib/http/errors"
import { t } from "../../../../../lib/shop/messages"
import { clientAddress } from "../../../../../lib/client-address"
import { decryptSensitive } from "../../../../../lib/buyout/serialize"
import { SENSITIVE_FIELDS } from "../../../../../lib/buyout/validation"
import type { AdminReveal } from "../../../buyout/validators"

/**
 * POST /admin/buyouts/:id/reveal { fields?, reason } → { customer_data: { <field>: plaintext }, revealed_at, reveal_id }.
 * 409 `personal_data_erased` once the retention has erased them. Every call is logged first (admin user id from the session/token, time,
 * fields, reason, IP); `GET /admin/buyouts/:id/reveals` lists the log.
 */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof AdminReveal>>, res: MedusaResponse<AdminBuyoutRevealResponse>) {
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const logger = req.scope.resolve(ContainerRegistrationKeys.LOGGER)
  const [request] = await service.listBuyoutRequests({ id: req.params.id })
  if (!request) throw ShopError.notFound(t("buyout_not_found"))
  if (request.personal_data_erased_at) throw new ShopError(409, { code: "personal_data_erased", message: t("buyout_personal_data_erased") })
  const fields = req.validatedBody?.fields ?? [...SENSITIVE_FIELDS]
  const actorId = req.auth_context?.actor_id
  const reveal = await service.createBuyoutPiiReveals({
    buyout_request_id: request.id,
    actor_id: actorId,
    // model.json() types the column as an object; it holds the list of the fields' names.
    fields: fields as any,
    reason: req.validatedBody.reason,
    ip: clientAddress(req),
  })
  logger.info(`Buy-out ${request.number}: personal data (${fields.join(", ")}) revealed to admin user ${actorId}`)
  const all = decryptSensitive(request, logger)
  res.json({
    customer_data: Object.fromEntries(fields.map((f) => [f, all[f]])),
    // A Date, which JSON sends as its ISO string.
    revealed_at: reveal.created_at as unknown as string,
    reveal_id: reveal.id,
  })
}

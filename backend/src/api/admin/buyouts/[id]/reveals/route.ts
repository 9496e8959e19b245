import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { AdminBuyoutReveal } from "@electroshop/contracts/buyout"
import { BUYOUT_MODULE } from "../../../../../modules/buyout"
import type BuyoutModuleService from "../../../../../modules/buyout/service"
import { ShopError } from "../../../../../lib/http/errors"
import { t } from "../../../../../lib/shop/messages"

/** GET /admin/buyouts/:id/reveals → { reveals: [{ id, actor_id, actor_email, fields, reason, ip, created_at }] }, newest first. */
export async function GET(req: MedusaRequest, res: MedusaResponse<{ reveals: AdminBuyoutReveal[] }>) {
  const service = req.scope.resolve<BuyoutModuleService>(BUYOUT_MODULE)
  const [request] = await service.listBuyoutRequests({ id: req.params.id })
  if (!request) throw ShopError.notFound(t("buyout_not_found"))
  const reveals = await service.listBuyoutPiiReveals({ buyout_request_id: request.id }, { order: { created_at: "DESC" } })
  const actorIds = [...new Set(reveals.map((r) => r.actor_id))]
  const users = actorIds.length ? await req.scope.resolve(Modules.USER).listUsers({ id: actorIds }) : []
  const emails = new Map(users.map((u) => [u.id, u.email]))
  res.json({
    reveals: reveals.map((r) => ({
      id: r.id,
      actor_id: r.actor_id,
      actor_email: emails.get(r.actor_id) ?? null,
      // A json column holding the revealed fields' names (the reveal route writes them).
      fields: r.fields as unknown as string[],
      reason: r.reason,
      ip: r.ip,
      created_at: new Date(r.created_at).toISOString(),
    })),
  })
}

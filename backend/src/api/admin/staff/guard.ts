import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { twoFactorOverdue } from "../../../lib/staff/two-factor"
import { STAFF_MODULE, type StaffModuleService } from "../../../modules/staff"
import { permissionsOf } from "../../../modules/staff/policies"
import { staffAuditTrail } from "./audit-trail"
import { routePermission } from "./route-permissions"
import { applyStoreScope, storeScope } from "./store-scope"
import { supervisorCheck } from "./supervisor-check"

/**
 * Every admin route, Medusa's and the shop's, passes here (issue 34): the
 * signed-in user's roles must give what the route needs (route-permissions.ts),
 * else 403 `forbidden`; a deactivated user is signed out on their next
 * request (401), whatever their session or token still says; a user whose
 * roles require two-factor sign-in and who has not set it up in time may
 * only set it up (403 `two_factor_setup_required`); store staff stay in their
 * stores (store-scope.ts). Medusa has
 * authenticated the request before any middleware runs; only the routes it
 * opens to anyone arrive here without a user, and only `public` ones pass.
 * Medusa's secret API keys, which only staff with the `staff` resource can
 * create, act for the integrations they were made for and pass as such.
 */
export async function staffGuard(req: AuthenticatedMedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const need = routePermission(req.method, req.originalUrl.split("?")[0])
    if (need === "public") return next()
    const actor = req.auth_context
    if (!actor?.actor_id) throw new ShopError(401, { code: "unauthorized", message: t("staff_signed_out") })
    if (actor.actor_type === "api-key") return next()
    const access = await req.scope.resolve<StaffModuleService>(STAFF_MODULE).accessOf(actor.actor_id)
    if (!access.active) throw new ShopError(401, { code: "staff_deactivated", message: t("staff_deactivated") })
    if (need === "signed_in") return next()
    // A role that requires two-factor sign-in, not set up in time: only setting it up (a signed_in route) is left.
    if (twoFactorOverdue(access)) throw new ShopError(403, { code: "two_factor_setup_required", message: t("staff_two_factor_setup_required") })
    if (need && permissionsOf(access.roles).includes(need)) {
      const stores = storeScope(access, need)
      if (stores) await applyStoreScope(req, stores, need)
      return next()
    }
    throw new ShopError(403, { code: "forbidden", message: t("staff_forbidden"), permission: need ?? "unknown_route" })
  } catch (error) {
    next(error)
  }
}

/** The guard, the supervisor check of the actions that need one, then the audit log of what they let through (audit-trail.ts). */
export const staffGuardMiddlewares = [{ matcher: "/admin*", middlewares: [staffGuard, supervisorCheck, staffAuditTrail] }]

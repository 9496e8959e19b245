import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { updateStaffMemberWorkflow } from "../../../workflows/staff/update-staff-member"

/**
 * Notes a staff member's sign-in to the admin (the staff list's "last login"): the dashboard turns its
 * e-mail and password into a session with `POST /auth/session`, which Medusa has authenticated by then.
 * Noted once the session is given; a failed note does not fail the sign-in.
 */
export function recordStaffSignIn(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const actor = req.auth_context
  if (actor?.actor_type === "user" && actor.actor_id) {
    res.once("finish", () => {
      if (res.statusCode >= 300) return
      updateStaffMemberWorkflow(req.scope)
        .run({ input: { user_id: actor.actor_id, signed_in_at: new Date() } })
        .catch((error: Error) => req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`Sign-in of ${actor.actor_id} not noted: ${error.message}`))
    })
  }
  next()
}

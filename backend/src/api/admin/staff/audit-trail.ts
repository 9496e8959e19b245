import type { AuthenticatedMedusaRequest, MedusaNextFunction, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clientAddress } from "../../../lib/client-address"
import { beforeAnswer } from "../../../lib/http/before-answer"
import { recordStaffAuditWorkflow } from "../../../workflows/staff/record-staff-audit"
import { auditDetails, auditedAction } from "./audited-routes"

/**
 * Keeps the calls of audited-routes.ts in the audit log: who (the signed-in user or secret key), what
 * (the action, the path, the body without secrets), from which address, once the route has succeeded
 * and before its answer leaves. A refused or failed call changed nothing and is not kept.
 */
export function staffAuditTrail(req: AuthenticatedMedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const action = auditedAction(req.method, req.originalUrl.split("?")[0], req.body)
  if (action) auditOnSuccess(req, res, action, auditDetails(req.body))
  next()
}

/** Keeps `action` of the signed-in user (or secret key) in the audit log once the route has succeeded, before its answer leaves. */
export function auditOnSuccess(req: AuthenticatedMedusaRequest, res: MedusaResponse, action: string, details: Record<string, unknown> | null) {
  const actorId = req.auth_context?.actor_id
  if (!actorId) return
  const entry = { actor_id: actorId, action, method: req.method, path: req.originalUrl.split("?")[0], ip: clientAddress(req), details }
  beforeAnswer(
    res,
    async (status) => {
      if (status < 400) await recordStaffAuditWorkflow(req.scope).run({ input: entry })
    },
    (error) => req.scope.resolve(ContainerRegistrationKeys.LOGGER).error(`Audit log: ${action} by ${actorId} not kept: ${error.message}`),
  )
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AdminStaffAuditListResponse, AdminStaffAuditQuery } from "@electroshop/contracts/staff"
import { STAFF_MODULE, type StaffModuleService } from "../../../../modules/staff"

/**
 * GET /admin/staff/audit → the audit log, newest first (docs/staff.md). `q` finds the staff members
 * whose e-mail contains it and the calls whose path does.
 */
export async function GET(req: AuthenticatedMedusaRequest<unknown, AdminStaffAuditQuery>, res: MedusaResponse<AdminStaffAuditListResponse>) {
  const { q, action, actor_id, limit, offset } = req.validatedQuery
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const matchingActors = q ? (await query.graph({ entity: "user", fields: ["id"], filters: { email: { $ilike: `%${q}%` } } })).data.map((u) => u.id) : []
  const filters = {
    ...(action && { action }),
    ...(actor_id && { actor_id }),
    ...(q && { $or: [{ path: { $ilike: `%${q}%` } }, ...(matchingActors.length ? [{ actor_id: matchingActors }] : [])] }),
  }
  const [entries, count] = await req.scope
    .resolve<StaffModuleService>(STAFF_MODULE)
    .listAndCountStaffAuditEntries(filters, { order: { created_at: "DESC", id: "DESC" }, take: limit, skip: offset })
  const actorIds = [...new Set(entries.map((e) => e.actor_id))]
  const { data: users } = actorIds.length ? await query.graph({ entity: "user", fields: ["id", "email"], filters: { id: actorIds } }) : { data: [] }
  const emails = new Map(users.map((u) => [u.id, u.email]))
  res.json({
    entries: entries.map((e) => ({
      id: e.id,
      actor_id: e.actor_id,
      actor_email: emails.get(e.actor_id) ?? null,
      action: e.action,
      method: e.method,
      path: e.path,
      ip: e.ip ?? null,
      details: (e.details as Record<string, unknown> | null) ?? null,
      created_at: new Date(e.created_at).toISOString(),
    })),
    count,
    limit,
    offset,
  })
}

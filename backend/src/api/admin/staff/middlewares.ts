import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminStaffAuditQuerySchema, AdminUpdateStaffMemberSchema } from "@electroshop/contracts/staff"
import { withBody, withQuery } from "../../hardening"

export const adminStaffMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/staff/audit", AdminStaffAuditQuerySchema),
  withBody("/admin/staff/:user_id", AdminUpdateStaffMemberSchema),
]

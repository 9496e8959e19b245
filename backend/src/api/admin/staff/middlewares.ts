import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  AdminInviteStaffMemberSchema,
  AdminStaffAuditQuerySchema,
  AdminSupervisorApprovalSchema,
  AdminUpdateStaffMemberSchema,
} from "@electroshop/contracts/staff"
import { envRule, rateLimit } from "../../../lib/http/rate-limit"
import { withBody, withQuery } from "../../hardening"
import { recordStaffSignIn } from "./sign-in"

/** Wrong supervisor credentials typed at one colleague's screen: SUPERVISOR_APPROVAL_RATE_LIMIT (5) per SUPERVISOR_APPROVAL_RATE_WINDOW seconds (600). */
const approvalAttempts = envRule("SUPERVISOR_APPROVAL_RATE_LIMIT", 5, "SUPERVISOR_APPROVAL_RATE_WINDOW", 600)

export const adminStaffMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/staff/audit", AdminStaffAuditQuerySchema),
  withBody("/admin/staff/invites", AdminInviteStaffMemberSchema),
  {
    matcher: "/admin/staff/approvals",
    methods: ["POST"],
    middlewares: [
      rateLimit({
        counters: (req) => [{ key: `staff-approval:${(req as { auth_context?: { actor_id?: string } }).auth_context?.actor_id}`, rule: approvalAttempts() }],
        counts: (status) => status === 400,
      }),
    ],
  },
  withBody("/admin/staff/approvals", AdminSupervisorApprovalSchema),
  // A staff member by user id: not the sibling routes above, whose bodies are theirs.
  withBody(/^\/admin\/staff\/(?!invites\/?$|approvals\/?$)[^/]+\/?$/i, AdminUpdateStaffMemberSchema),
  { matcher: "/auth/session", methods: ["POST"], middlewares: [recordStaffSignIn] },
]

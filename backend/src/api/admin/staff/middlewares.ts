import type { MiddlewareRoute } from "@medusajs/framework/http"
import { z } from "zod"
import {
  AdminInviteStaffMemberSchema,
  AdminStaffAuditQuerySchema,
  AdminSupervisorApprovalSchema,
  AdminUpdateStaffMemberSchema,
  StaffTwoFactorCodeSchema,
} from "@electroshop/contracts/staff"
import { loginProtection } from "../../../lib/account/login-protection"
import { envRule, rateLimit } from "../../../lib/http/rate-limit"
import { withBody, withQuery } from "../../hardening"
import { staffSecondFactor } from "./second-factor"
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
  withBody("/admin/staff/two-factor/setup", z.object({}).strict()),
  withBody(/^\/admin\/staff\/[^/]+\/two-factor\/reset\/?$/i, z.object({}).strict()),
  ...["enable", "disable", "recovery-codes"].map((action) => withBody(`/admin/staff/two-factor/${action}`, StaffTwoFactorCodeSchema)),
  // A staff member by user id: not the sibling routes above, whose bodies are theirs.
  withBody(/^\/admin\/staff\/(?!invites\/?$|approvals\/?$|two-factor\/?$)[^/]+\/?$/i, AdminUpdateStaffMemberSchema),
  // Staff sign-in: guessing slowed as the customers' is, then the second factor (registered last, it sees Medusa's answer first).
  { matcher: "/auth/user/emailpass", methods: ["POST"], middlewares: [...loginProtection("staff"), staffSecondFactor] },
  { matcher: "/auth/session", methods: ["POST"], middlewares: [recordStaffSignIn] },
]

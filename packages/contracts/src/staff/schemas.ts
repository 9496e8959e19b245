import { z } from 'zod';
import { queryInt } from '../shared/numbers.js';
import { STAFF_ROLES } from './roles.js';

/** POST /admin/staff/:user_id: the roles to hold (all of them, replacing the old), the stores a store-staff role limits them to, and whether the user may still sign in. */
export const AdminUpdateStaffMemberSchema = z
  .object({
    roles: z.array(z.enum(STAFF_ROLES)).max(STAFF_ROLES.length).optional(),
    stock_location_ids: z.array(z.string().trim().min(1).max(100)).max(100).optional(),
    active: z.boolean().optional(),
  })
  .strict();
export type AdminUpdateStaffMember = z.infer<typeof AdminUpdateStaffMemberSchema>;

/** GET /admin/staff/audit: newest first, narrowed by action, by staff member, or by text in their e-mail or the path. */
export const AdminStaffAuditQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    action: z.string().trim().max(100).optional(),
    actor_id: z.string().trim().max(100).optional(),
    limit: queryInt().min(1).max(100).default(50),
    offset: queryInt().min(0).default(0),
  })
  .strict();
export type AdminStaffAuditQuery = z.infer<typeof AdminStaffAuditQuerySchema>;

/** POST /admin/staff/invites: the colleague's e-mail and the roles they hold once they accept (only roles the inviter holds). */
export const AdminInviteStaffMemberSchema = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    roles: z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length),
  })
  .strict();
export type AdminInviteStaffMember = z.infer<typeof AdminInviteStaffMemberSchema>;

/** POST /admin/staff/approvals: a supervisor's own sign-in, typed on a colleague's screen to approve one action. */
export const AdminSupervisorApprovalSchema = z
  .object({
    email: z.string().trim().toLowerCase().email(),
    password: z.string().min(1).max(200),
  })
  .strict();
export type AdminSupervisorApproval = z.infer<typeof AdminSupervisorApprovalSchema>;

/** A code from the authenticator app (6 digits) confirming set-up, turning two-factor sign-in off or making new recovery codes. */
export const StaffTwoFactorCodeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  })
  .strict();
export type StaffTwoFactorCode = z.infer<typeof StaffTwoFactorCodeSchema>;

import { useQuery } from "@tanstack/react-query"
import type {
  AdminInviteStaffMember,
  AdminStaffAuditListResponse,
  AdminStaffAuditQuery,
  AdminStaffInviteResponse,
  AdminStaffListResponse,
  AdminStaffMemberResponse,
  AdminUpdateStaffMember,
  StaffMeResponse,
  StaffPermission,
} from "@electroshop/contracts/staff"
import { api } from "../lib/sdk"

export type { AdminStaffAuditEntry, AdminStaffInvite, AdminStaffMember, StaffRole } from "@electroshop/contracts/staff"

/** A read of the audit log: every filter may be left out, and the server pages by 50 unless told. */
export type StaffAuditQuery = Partial<AdminStaffAuditQuery>

/**
 * The staff admin API (backend src/api/admin/staff/**): the signed-in user's permissions, the staff
 * list with the pending invitations, a member's roles and account, invitations, the audit log.
 */
export const staffApi = {
  me: () => api<StaffMeResponse>("/admin/staff/me"),
  list: () => api<AdminStaffListResponse>("/admin/staff"),
  update: (userId: string, body: AdminUpdateStaffMember) => api<AdminStaffMemberResponse>(`/admin/staff/${userId}`, { method: "POST", body }),
  /** A colleague invited with the roles they hold once they accept; the server refuses a role the inviter does not hold (at `roles`). */
  invite: (body: AdminInviteStaffMember) => api<AdminStaffInviteResponse>("/admin/staff/invites", { method: "POST", body }),
  /** The audit log, newest first; `q` is text in the staff member's e-mail or the path. */
  audit: (query: StaffAuditQuery) => api<AdminStaffAuditListResponse>("/admin/staff/audit", { query }),
}

/**
 * `all` covers `me` too: changing one's own roles changes what one may do. It covers the audit log
 * as well, which a change of a staff member adds to.
 */
export const staffKeys = {
  all: ["staff"] as const,
  me: ["staff", "me"] as const,
  list: ["staff", "list"] as const,
  audit: (query: StaffAuditQuery) => ["staff", "audit", query] as const,
}

/**
 * Whether the signed-in user may do this: `undefined` while the answer is on its way, so a screen
 * neither flashes a button it then takes away nor a refusal it then withdraws. The backend refuses
 * anything else on its own; this only keeps from showing what would be refused.
 */
export function useCan(permission: StaffPermission): boolean | undefined {
  const { data } = useQuery({ queryKey: staffKeys.me, queryFn: staffApi.me, staleTime: 60_000 })
  return data ? data.permissions.includes(permission) : undefined
}

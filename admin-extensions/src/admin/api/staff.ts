import { useQuery } from "@tanstack/react-query"
import { isShopStore } from "@electroshop/contracts/delivery"
import type {
  AdminInviteStaffMember,
  AdminSupervisorApproval,
  AdminSupervisorApprovalResponse,
  AdminStaffAuditListResponse,
  AdminStaffAuditQuery,
  AdminStaffInviteResponse,
  AdminStaffListResponse,
  AdminStaffMemberResponse,
  AdminUpdateStaffMember,
  StaffMeResponse,
  StaffPermission,
  StaffRecoveryCodesResponse,
  StaffTwoFactorCode,
  StaffTwoFactorSetupResponse,
  StaffTwoFactorStatus,
} from "@electroshop/contracts/staff"
import { api } from "../lib/sdk"

export type { AdminStaffAuditEntry, AdminStaffInvite, AdminStaffMember, StaffRole } from "@electroshop/contracts/staff"

/** A read of the audit log: every filter may be left out, and the server pages by 50 unless told. */
export type StaffAuditQuery = Partial<AdminStaffAuditQuery>

/**
 * The staff admin API (backend src/api/admin/staff/**): the signed-in user's permissions, the staff
 * list with the pending invitations, a member's roles and account, invitations, the audit log, and
 * the signed-in user's own two-factor sign-in (open to every staff member, whatever their roles).
 */
export const staffApi = {
  me: () => api<StaffMeResponse>("/admin/staff/me"),
  list: () => api<AdminStaffListResponse>("/admin/staff"),
  update: (userId: string, body: AdminUpdateStaffMember) => api<AdminStaffMemberResponse>(`/admin/staff/${userId}`, { method: "POST", body }),
  /** A colleague's lost second factor taken away: they sign in with their password and set a new one up. */
  resetTwoFactor: (userId: string) => api<AdminStaffMemberResponse>(`/admin/staff/${userId}/two-factor/reset`, { method: "POST", body: {} }),
  /** A colleague invited with the roles they hold once they accept; the server refuses a role the inviter does not hold (at `roles`). */
  invite: (body: AdminInviteStaffMember) => api<AdminStaffInviteResponse>("/admin/staff/invites", { method: "POST", body }),
  /** A supervisor, signing in at a colleague's screen, approves one action for that colleague (for a few minutes); wrong credentials are refused at `email` or `password`. */
  approve: (body: AdminSupervisorApproval) => api<AdminSupervisorApprovalResponse>("/admin/staff/approvals", { method: "POST", body }),
  /** The audit log, newest first; `q` is text in the staff member's e-mail or the path. */
  audit: (query: StaffAuditQuery) => api<AdminStaffAuditListResponse>("/admin/staff/audit", { query }),
  twoFactor: () => api<StaffTwoFactorStatus>("/admin/staff/two-factor"),
  /** A new secret for the authenticator app; nothing changes at sign-in until `enableTwoFactor` confirms it with a code. */
  setUpTwoFactor: () => api<StaffTwoFactorSetupResponse>("/admin/staff/two-factor/setup", { method: "POST", body: {} }),
  /** The recovery codes come only in this answer and in that of `newRecoveryCodes`; a wrong code is refused at `code`. */
  enableTwoFactor: (body: StaffTwoFactorCode) => api<StaffRecoveryCodesResponse>("/admin/staff/two-factor/enable", { method: "POST", body }),
  /** Refused at `code` for a wrong code, and while the user's roles require two-factor sign-in. */
  disableTwoFactor: (body: StaffTwoFactorCode) => api<StaffTwoFactorStatus>("/admin/staff/two-factor/disable", { method: "POST", body }),
  /** The new codes replace the old ones, used or not. */
  newRecoveryCodes: (body: StaffTwoFactorCode) => api<StaffRecoveryCodesResponse>("/admin/staff/two-factor/recovery-codes", { method: "POST", body }),
  /** The shop's stores (Medusa's stock locations flagged `metadata.store`), which a store-staff member may be limited to. */
  stores: async () => {
    const { stock_locations } = await api<{ stock_locations: StaffStore[] }>("/admin/stock-locations", { query: { fields: "id,name,metadata", limit: 100 } })
    return stock_locations.filter(isShopStore)
  },
}

export type StaffStore = { id: string; name: string; metadata?: Record<string, unknown> | null }

/**
 * `all` covers `me` too: changing one's own roles changes what one may do, and turning two-factor
 * sign-in on or off changes whether one's pages are held back for it. It covers the audit log as
 * well, which a change of a staff member adds to.
 */
export const staffKeys = {
  all: ["staff"] as const,
  me: ["staff", "me"] as const,
  list: ["staff", "list"] as const,
  audit: (query: StaffAuditQuery) => ["staff", "audit", query] as const,
  twoFactor: ["staff", "two-factor"] as const,
  stores: ["staff", "stores"] as const,
}

/** The signed-in user's roles, permissions and two-factor state, read once a minute at most by every page of ours. */
export const useStaffMe = () => useQuery({ queryKey: staffKeys.me, queryFn: staffApi.me, staleTime: 60_000 })

/**
 * Whether the signed-in user may do this: `undefined` while the answer is on its way, so a screen
 * neither flashes a button it then takes away nor a refusal it then withdraws. The backend refuses
 * anything else on its own; this only keeps from showing what would be refused.
 */
export function useCan(permission: StaffPermission): boolean | undefined {
  const { data } = useStaffMe()
  return data ? data.permissions.includes(permission) : undefined
}

import { useQuery } from "@tanstack/react-query"
import type { AdminStaffListResponse, AdminStaffMemberResponse, AdminUpdateStaffMember, StaffMeResponse, StaffPermission } from "@electroshop/contracts/staff"
import { api } from "../lib/sdk"

export type { AdminStaffMember, StaffRole } from "@electroshop/contracts/staff"

/** The staff admin API (backend src/api/admin/staff/**): the signed-in user's permissions, the staff list and a member's roles and account. */
export const staffApi = {
  me: () => api<StaffMeResponse>("/admin/staff/me"),
  list: () => api<AdminStaffListResponse>("/admin/staff"),
  update: (userId: string, body: AdminUpdateStaffMember) => api<AdminStaffMemberResponse>(`/admin/staff/${userId}`, { method: "POST", body }),
}

/** `all` covers `me` too: changing one's own roles changes what one may do. */
export const staffKeys = { all: ["staff"] as const, me: ["staff", "me"] as const, list: ["staff", "list"] as const }

/**
 * Whether the signed-in user may do this: `undefined` while the answer is on its way, so a screen
 * neither flashes a button it then takes away nor a refusal it then withdraws. The backend refuses
 * anything else on its own; this only keeps from showing what would be refused.
 */
export function useCan(permission: StaffPermission): boolean | undefined {
  const { data } = useQuery({ queryKey: staffKeys.me, queryFn: staffApi.me, staleTime: 60_000 })
  return data ? data.permissions.includes(permission) : undefined
}

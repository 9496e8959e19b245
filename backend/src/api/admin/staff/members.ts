import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { invitedRoles } from "../../../workflows/staff/invite-staff-member"
import { knownStaffRoles, type AdminStaffInvite, type AdminStaffMember } from "@electroshop/contracts/staff"

/** Medusa's users with their staff rows (none: no role, active), both read through Query; `userIds` narrows to those users. */
export async function staffMembers(container: MedusaContainer, userIds?: string[]): Promise<AdminStaffMember[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: users } = await query.graph({
    entity: "user",
    fields: ["id", "email", "first_name", "last_name", "created_at"],
    filters: userIds ? { id: userIds } : {},
  })
  const { data: rows } = await query.graph({
    entity: "staff_member",
    fields: ["user_id", "roles", "stock_location_ids", "deactivated_at", "last_login_at", "totp_enabled_at"],
    filters: { user_id: users.map((u) => u.id) },
  })
  const byUser = new Map(rows.map((row) => [row.user_id as string, row]))
  return users
    .map((user) => {
      const row = byUser.get(user.id)
      return {
        user_id: user.id,
        email: user.email,
        first_name: user.first_name ?? null,
        last_name: user.last_name ?? null,
        roles: knownStaffRoles((row?.roles as string[] | undefined) ?? []),
        stock_location_ids: (row?.stock_location_ids as string[] | undefined) ?? [],
        active: !row?.deactivated_at,
        two_factor_enabled: Boolean(row?.totp_enabled_at),
        created_at: new Date(user.created_at).toISOString(),
        last_login_at: row?.last_login_at ? new Date(row.last_login_at as string | Date).toISOString() : null,
      }
    })
    .sort((a, b) => a.email.localeCompare(b.email))
}

/** Invitations not yet accepted, newest first, with the roles each gives (invite-staff-member.ts); those made elsewhere give none. */
export async function pendingInvites(container: MedusaContainer): Promise<AdminStaffInvite[]> {
  const { data: invites } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "invite",
    fields: ["id", "email", "metadata", "expires_at", "created_at"],
    filters: { accepted: false },
  })
  return invites.map(staffInvite).sort((a, b) => b.created_at.localeCompare(a.created_at))
}

type MedusaInvite = { id: string; email: string; metadata?: unknown; expires_at: string | Date; created_at: string | Date }

export const staffInvite = (invite: MedusaInvite): AdminStaffInvite => ({
  id: invite.id,
  email: invite.email,
  roles: invitedRoles(invite.metadata),
  expires_at: new Date(invite.expires_at).toISOString(),
  created_at: new Date(invite.created_at).toISOString(),
})

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { knownStaffRoles, type AdminStaffMember } from "@electroshop/contracts/staff"

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
    fields: ["user_id", "roles", "deactivated_at"],
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
        active: !row?.deactivated_at,
        created_at: new Date(user.created_at).toISOString(),
      }
    })
    .sort((a, b) => a.email.localeCompare(b.email))
}

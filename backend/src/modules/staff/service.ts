import { MedusaService } from "@medusajs/framework/utils"
import { STAFF_ROLES, type StaffRole } from "@electroshop/contracts/staff"
import { StaffMember } from "./models/staff-member"

/** What the staff guard needs of a user: their roles, none if they have no row or are deactivated. */
export type StaffAccess = { roles: StaffRole[]; active: boolean }

export default class StaffModuleService extends MedusaService({ StaffMember }) {
  async accessOf(userId: string): Promise<StaffAccess> {
    const [member] = await this.listStaffMembers({ user_id: userId }, { select: ["roles", "deactivated_at"], take: 1 })
    if (!member) return { roles: [], active: true }
    // A role this code no longer knows gives nothing.
    const roles = (member.roles as string[]).filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r))
    return { roles, active: !member.deactivated_at }
  }
}

import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { knownStaffRoles, type StaffRole } from "@electroshop/contracts/staff"
import { StaffAuditEntry } from "./models/staff-audit-entry"
import { StaffMember } from "./models/staff-member"

/** What the staff guard needs of a user: their roles (none without a staff row) and whether they may still sign in. */
export type StaffAccess = { roles: StaffRole[]; active: boolean }

export default class StaffModuleService extends MedusaService({ StaffMember, StaffAuditEntry }) {
  async accessOf(userId: string): Promise<StaffAccess> {
    const [member] = await this.listStaffMembers({ user_id: userId }, { select: ["roles", "deactivated_at"], take: 1 })
    if (!member) return { roles: [], active: true }
    return { roles: knownStaffRoles(member.roles as string[]), active: !member.deactivated_at }
  }

  /** Removes, for good, the audit entries written before `before`; how many. */
  @InjectManager()
  async purgeAuditEntriesBefore(before: Date, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<number> {
    const rows: unknown[] = await sharedContext.manager!.execute(`delete from staff_audit_entry where created_at < ? returning id`, [before])
    return rows.length
  }
}

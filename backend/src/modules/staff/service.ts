import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { knownStaffRoles, type StaffPermission, type StaffRole } from "@electroshop/contracts/staff"
import { permissionsOf } from "./policies"
import { StaffAuditEntry } from "./models/staff-audit-entry"
import { StaffMember } from "./models/staff-member"

/**
 * What the staff guard needs of a user: their roles (none without a staff row), whether they may still
 * sign in, the stores a store-staff role limits them to, whether they sign in with a second factor and by when they must if their roles require it.
 */
export type StaffAccess = {
  roles: StaffRole[]
  active: boolean
  /** The stores a store-staff role is limited to. */
  stock_location_ids: string[]
  two_factor: { enabled: boolean; due_at: Date | null; recovery_codes_left: number }
}

export default class StaffModuleService extends MedusaService({ StaffMember, StaffAuditEntry }) {
  async accessOf(userId: string): Promise<StaffAccess> {
    const [member] = await this.listStaffMembers(
      { user_id: userId },
      { select: ["roles", "deactivated_at", "stock_location_ids", "totp_enabled_at", "two_factor_due_at", "recovery_code_hashes"], take: 1 },
    )
    if (!member) return { roles: [], active: true, stock_location_ids: [], two_factor: { enabled: false, due_at: null, recovery_codes_left: 0 } }
    return {
      roles: knownStaffRoles(member.roles as string[]),
      active: !member.deactivated_at,
      stock_location_ids: member.stock_location_ids as string[],
      two_factor: {
        enabled: Boolean(member.totp_enabled_at),
        due_at: member.two_factor_due_at ? new Date(member.two_factor_due_at) : null,
        recovery_codes_left: (member.recovery_code_hashes as string[]).length,
      },
    }
  }

  /** Whether the user is active and their roles give `permission`. */
  async may(userId: string, permission: StaffPermission): Promise<boolean> {
    const access = await this.accessOf(userId)
    return access.active && permissionsOf(access.roles).includes(permission)
  }

  /** Removes, for good, the audit entries written before `before`; how many. */
  @InjectManager()
  async purgeAuditEntriesBefore(before: Date, @MedusaContext() sharedContext: Context<EntityManager> = {}): Promise<number> {
    const rows: unknown[] = await sharedContext.manager!.execute(`delete from staff_audit_entry where created_at < ? returning id`, [before])
    return rows.length
  }
}

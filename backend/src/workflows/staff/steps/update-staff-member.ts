import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { StaffRole } from "@electroshop/contracts/staff"
import { twoFactorDueAt, twoFactorRequired } from "../../../lib/staff/two-factor"
import { STAFF_MODULE, type StaffModuleService } from "../../../modules/staff"

/** What changes of a staff member: their roles, their stores, whether they may sign in, when they last signed in. */
export type StaffMemberChanges = { user_id: string; roles?: StaffRole[]; stock_location_ids?: string[]; active?: boolean; signed_in_at?: Date }

type Previous =
  | { id: string; roles: string[]; stock_location_ids: string[]; deactivated_at: Date | null; last_login_at: Date | null; two_factor_due_at: Date | null }
  | { id: string; created: true }

/**
 * Gives the user these roles and stores, (de)activates them and/or notes their sign-in; a staff row is made for a
 * user without one. Roles that require two-factor sign-in start the time to set it up, unless running.
 * Compensation puts the row back as it was.
 */
export const updateStaffMemberStep = createStep(
  "staff-update-member",
  async ({ user_id, roles, stock_location_ids, active, signed_in_at }: StaffMemberChanges, { container }) => {
    const service = container.resolve<StaffModuleService>(STAFF_MODULE)
    const changes = {
      ...(roles && { roles: [...new Set(roles)] }),
      ...(stock_location_ids && { stock_location_ids: [...new Set(stock_location_ids)] }),
      ...(active !== undefined && { deactivated_at: active ? null : new Date() }),
      ...(signed_in_at && { last_login_at: signed_in_at }),
    }
    const [member] = await service.listStaffMembers({ user_id }, { take: 1 })
    const startsTwoFactorClock = roles && twoFactorRequired(roles) && !member?.two_factor_due_at && !member?.totp_enabled_at
    const dueAt = startsTwoFactorClock ? { two_factor_due_at: twoFactorDueAt() } : {}
    if (member) {
      await service.updateStaffMembers({ id: member.id, ...changes, ...dueAt })
      return new StepResponse(undefined, {
        id: member.id,
        roles: member.roles as string[],
        stock_location_ids: member.stock_location_ids as string[],
        deactivated_at: member.deactivated_at,
        last_login_at: member.last_login_at,
        two_factor_due_at: member.two_factor_due_at,
      } as Previous)
    }
    const created = await service.createStaffMembers({ user_id, roles: [], stock_location_ids: [], recovery_code_hashes: [], ...changes, ...dueAt })
    return new StepResponse(undefined, { id: created.id, created: true } as Previous)
  },
  async (previous: Previous | undefined, { container }) => {
    if (!previous) return
    const service = container.resolve<StaffModuleService>(STAFF_MODULE)
    if ("created" in previous) await service.deleteStaffMembers(previous.id)
    else await service.updateStaffMembers(previous)
  },
)

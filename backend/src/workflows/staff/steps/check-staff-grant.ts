import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"
import { STAFF_MODULE, type StaffModuleService } from "../../../modules/staff"
import { permissionsOf } from "../../../modules/staff/policies"
import type { StaffMemberChanges } from "./update-staff-member"

/**
 * A staff member grants only what they hold (issue 34): every role given must allow nothing beyond
 * the granting user's own roles. And nobody deactivates themselves: the last administrator would
 * lock the shop out. The stores given must exist. Field-level 400s, nothing changed.
 */
export const checkStaffGrantStep = createStep("staff-check-grant", async (input: Partial<StaffMemberChanges> & { granted_by: string }, { container }) => {
  if (input.active === false && input.user_id === input.granted_by) {
    throw ShopError.validation({ active: [t("staff_cannot_deactivate_self")] }, { error_codes: { active: "cannot_deactivate_self" } })
  }
  if (input.roles?.length) {
    const own = new Set(permissionsOf((await container.resolve<StaffModuleService>(STAFF_MODULE).accessOf(input.granted_by)).roles))
    const beyond = input.roles.filter((role) => permissionsOf([role]).some((p) => !own.has(p)))
    if (beyond.length)
      throw ShopError.validation({ roles: [t("staff_role_not_held", { roles: beyond.join(", ") })] }, { error_codes: { roles: "role_not_held" } })
  }
  if (input.stock_location_ids?.length) {
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "stock_location", fields: ["id"], filters: { id: input.stock_location_ids } })
    const known = new Set(data.map((location) => location.id))
    const unknown = input.stock_location_ids.filter((id) => !known.has(id))
    if (unknown.length)
      throw ShopError.validation(
        { stock_location_ids: [t("staff_unknown_store", { ids: unknown.join(", ") })] },
        { error_codes: { stock_location_ids: "unknown_store" } },
      )
  }
  return new StepResponse(undefined)
})

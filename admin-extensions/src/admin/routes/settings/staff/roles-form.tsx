import { z } from "zod"
import { STAFF_ROLES } from "@electroshop/contracts/staff"

import { EditDrawer, useFormModal } from "../../../components/form-modals"
import { RoleCheckboxes } from "../../../components/staff/role-checkboxes"
import { StoreCheckboxes } from "../../../components/staff/store-checkboxes"
import { useZodForm } from "../../../lib/form"
import { useT } from "../../../lib/i18n"
import { staffApi, staffKeys, type AdminStaffMember } from "../../../api/staff"

// All the roles the member is to hold, replacing the old; the server refuses a role the signed-in user does not hold (its message shows at the roles).
const schema = z.object({ roles: z.array(z.enum(STAFF_ROLES)), stock_location_ids: z.array(z.string()) })

/**
 * A staff member's roles in a drawer: one checkbox per role with a line on
 * what it may do, and for store staff their stores, starting from the saved
 * ones each time it opens.
 */
export const StaffRolesForm = ({ member, name }: { member: AdminStaffMember; name: string }) => {
  const { t } = useT()
  const initial = { roles: member.roles, stock_location_ids: member.stock_location_ids }
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: ({ roles, stock_location_ids }) => staffApi.update(member.user_id, { roles, stock_location_ids }),
    invalidates: staffKeys.all,
    saved: t("staff.roles_saved"),
  })
  return (
    <EditDrawer {...modal} trigger={t("staff.edit_roles")} triggerLabel={`${t("staff.edit_roles")}: ${name}`} title={t("staff.edit_roles_title", { name })}>
      <RoleCheckboxes control={form.control} name="roles" id={`staff-${member.user_id}-roles`} error={form.error("roles")} testId="staff-roles" />
      {form.watch("roles").includes("store_staff") ? (
        <StoreCheckboxes control={form.control} name="stock_location_ids" id={`staff-${member.user_id}-stores`} error={form.error("stock_location_ids")} />
      ) : null}
    </EditDrawer>
  )
}

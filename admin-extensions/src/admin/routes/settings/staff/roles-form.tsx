import { Checkbox, Label, Text } from "@medusajs/ui"
import { Controller } from "react-hook-form"
import { z } from "zod"
import { STAFF_ROLES } from "@electroshop/contracts/staff"

import { EditDrawer, useFormModal } from "../../../components/form-modals"
import { Hint } from "../../../components/field"
import { useZodForm } from "../../../lib/form"
import { useT } from "../../../lib/i18n"
import { staffApi, staffKeys, type AdminStaffMember } from "../../../api/staff"

// All the roles the member is to hold, replacing the old; the server refuses a role the signed-in user does not hold (its message shows at the roles).
const schema = z.object({ roles: z.array(z.enum(STAFF_ROLES)) })

/**
 * A staff member's roles in a drawer: one checkbox per role with a line on
 * what it may do, starting from the saved roles each time it opens.
 */
export const StaffRolesForm = ({ member, name }: { member: AdminStaffMember; name: string }) => {
  const { t } = useT()
  const initial = { roles: member.roles }
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: ({ roles }) => staffApi.update(member.user_id, { roles }),
    invalidates: staffKeys.all,
    saved: t("staff.roles_saved"),
  })
  const id = `staff-${member.user_id}-roles`
  const error = form.error("roles")
  return (
    <EditDrawer {...modal} trigger={t("staff.edit_roles")} triggerLabel={`${t("staff.edit_roles")}: ${name}`} title={t("staff.edit_roles_title", { name })}>
      <fieldset className="flex flex-col gap-y-3" aria-describedby={error ? `${id}-error` : undefined} data-testid="staff-roles">
        <legend className="mb-3">
          <Text as="span" size="small" weight="plus">
            {t("staff.roles_legend")}
          </Text>
        </legend>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <>
              {STAFF_ROLES.map((role) => {
                const roleId = `${id}-${role}`
                const toggle = (checked: boolean) =>
                  field.onChange(checked ? STAFF_ROLES.filter((r) => r === role || field.value.includes(r)) : field.value.filter((r) => r !== role))
                return (
                  <div key={role} className="flex items-start gap-x-3">
                    <Checkbox
                      id={roleId}
                      className="mt-0.5"
                      checked={field.value.includes(role)}
                      aria-describedby={`${roleId}-hint`}
                      onCheckedChange={(checked) => toggle(checked === true)}
                    />
                    <div className="flex flex-col">
                      <Label htmlFor={roleId} size="small" weight="plus">
                        {t(`staff.roles.${role}`)}
                      </Label>
                      <Hint size="xsmall" id={`${roleId}-hint`}>
                        {t(`staff.role_hints.${role}`)}
                      </Hint>
                    </div>
                  </div>
                )
              })}
            </>
          )}
        />
        {error ? (
          <Text size="xsmall" className="text-ui-fg-error" id={`${id}-error`} role="alert" data-testid="error-staff-roles">
            {error}
          </Text>
        ) : null}
      </fieldset>
    </EditDrawer>
  )
}

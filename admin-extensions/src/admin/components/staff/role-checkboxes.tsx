import { Checkbox, Label, Text } from "@medusajs/ui"
import { Controller, type Control, type FieldPathByValue, type FieldValues } from "react-hook-form"
import { STAFF_ROLES, type StaffRole } from "@electroshop/contracts/staff"

import { useT } from "../../lib/i18n"
import { Hint } from "../field"

/**
 * The roles field of a react-hook-form form (a member's roles, an invitation's): one checkbox per
 * role, labelled by the role's name with a line on what it may do, in a fieldset whose legend names
 * the group; the field's error under them. `id` prefixes each checkbox's id, `testId` names the
 * fieldset and (`error-<testId>`) its error for the e2e tests.
 */
export function RoleCheckboxes<T extends FieldValues, TOut = T>({
  control,
  name,
  id,
  error,
  testId,
}: {
  control: Control<T, unknown, TOut>
  name: FieldPathByValue<T, StaffRole[]>
  id: string
  error?: string
  testId: string
}) {
  const { t } = useT()
  return (
    <fieldset className="flex flex-col gap-y-3" aria-describedby={error ? `${id}-error` : undefined} data-testid={testId}>
      <legend className="mb-3">
        <Text as="span" size="small" weight="plus">
          {t("staff.roles_legend")}
        </Text>
      </legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          // The path is generic here, so react-hook-form cannot narrow its value; `name` holds roles by its type.
          const roles = field.value as StaffRole[]
          // Kept in STAFF_ROLES order whatever the order of the clicks, so the same roles always read the same.
          const toggle = (role: StaffRole, checked: boolean) =>
            field.onChange(checked ? STAFF_ROLES.filter((r) => r === role || roles.includes(r)) : roles.filter((r) => r !== role))
          return (
            <>
              {STAFF_ROLES.map((role) => {
                const roleId = `${id}-${role}`
                return (
                  <div key={role} className="flex items-start gap-x-3">
                    <Checkbox
                      id={roleId}
                      className="mt-0.5"
                      checked={roles.includes(role)}
                      aria-describedby={`${roleId}-hint`}
                      onCheckedChange={(checked) => toggle(role, checked === true)}
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
          )
        }}
      />
      {error ? (
        <Text size="xsmall" className="text-ui-fg-error" id={`${id}-error`} role="alert" data-testid={`error-${testId}`}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  )
}

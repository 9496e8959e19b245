import { z } from "zod"
import { STAFF_ROLES } from "@electroshop/contracts/staff"

import { Hint, LabelledInput } from "../../../components/field"
import { CreateModal, useFormModal } from "../../../components/form-modals"
import { RoleCheckboxes } from "../../../components/staff/role-checkboxes"
import { useZodForm } from "../../../lib/form"
import { useT } from "../../../lib/i18n"
import { staffApi, staffKeys } from "../../../api/staff"

// As the server's AdminInviteStaffMemberSchema, with catalogue keys for messages. The server also refuses an e-mail
// already on the staff or invited, and a role the inviter does not hold: its messages show at `email` and `roles`.
const schema = z.object({
  email: z.string().trim().toLowerCase().email("staff.invite.email_invalid"),
  roles: z.array(z.enum(STAFF_ROLES)).min(1, "staff.invite.roles_required"),
})

const initial = { email: "", roles: [] }

/**
 * Invite a colleague with the roles they hold once they accept, in a focus modal as the dashboard's
 * own invitation; the invitation then shows among the pending ones.
 */
export const StaffInviteForm = () => {
  const { t } = useT()
  const form = useZodForm(schema, initial)
  const modal = useFormModal(form, {
    initial,
    save: staffApi.invite,
    invalidates: staffKeys.all,
    saved: t("staff.invite.sent"),
  })
  return (
    <CreateModal
      {...modal}
      trigger={t("staff.invite.open")}
      triggerLabel={t("staff.invite.title")}
      title={t("staff.invite.title")}
      submitLabel={t("staff.invite.submit")}
    >
      <Hint>{t("staff.invite.hint")}</Hint>
      <LabelledInput id="staff-invite-email" type="email" autoComplete="off" label={t("staff.invite.email")} {...form.field("email")} />
      <RoleCheckboxes control={form.control} name="roles" id="staff-invite-roles" error={form.error("roles")} testId="staff-invite-roles" />
    </CreateModal>
  )
}

import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { Modules } from "@medusajs/framework/utils"
import { ShopError } from "../../../lib/http/errors"
import { t } from "../../../lib/shop/messages"

/** An e-mail is invited once: not when a user already has it, nor while an invitation to it is pending (field-level 400s). */
export const checkInvitableStep = createStep("staff-check-invitable", async ({ email }: { email: string }, { container }) => {
  const users = container.resolve(Modules.USER)
  const [user] = await users.listUsers({ email }, { take: 1 })
  if (user) throw ShopError.validation({ email: [t("staff_already_on_staff")] }, { error_codes: { email: "already_on_staff" } })
  const [invite] = await users.listInvites({ email }, { take: 1 })
  if (invite) throw ShopError.validation({ email: [t("staff_already_invited")] }, { error_codes: { email: "already_invited" } })
  return new StepResponse(undefined)
})

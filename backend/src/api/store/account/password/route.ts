import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { StoreChangePassword, StoreChangePasswordResponse } from "@electroshop/contracts/account"
import { accountMessage } from "../../../../lib/account/messages"
import { ShopError } from "../../../../lib/http/errors"

/** The signed-in customer's new password; the current one must be right (signed out: 401 from the middleware). */
export async function POST(req: AuthenticatedMedusaRequest<StoreChangePassword>, res: MedusaResponse<StoreChangePasswordResponse>) {
  const { current_password, password } = req.validatedBody
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  const auth = req.scope.resolve(Modules.AUTH)
  const current = await auth.authenticate("emailpass", { body: { email: customer.email, password: current_password } })
  if (!current.success) {
    throw ShopError.validation(
      { current_password: [accountMessage("wrong_current_password")] },
      { error_codes: { current_password: "wrong_current_password" } },
    )
  }
  await auth.updateProvider("emailpass", { entity_id: customer.email, password })
  res.json({ success: true })
}

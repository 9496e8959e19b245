import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { StoreAccountResponse, StoreRegister } from "@electroshop/contracts/account"
import { accountMessage } from "../../../../lib/account/messages"
import { accountSummary } from "../../../../lib/account/summary"
import { ShopError } from "../../../../lib/http/errors"
import { registerAccountWorkflow } from "../../../../workflows/account"

/**
 * Registration in one call: the e-mail/password identity (Medusa's emailpass
 * provider), then the customer on it → 201 `{ customer }`; the shopper then
 * logs in through `/auth/customer/emailpass`. An identity whose customer
 * could not be created is removed again, so the address can register later.
 */
export async function POST(req: MedusaRequest<StoreRegister>, res: MedusaResponse<StoreAccountResponse>) {
  const { email, password, first_name, last_name } = req.validatedBody
  const auth = req.scope.resolve(Modules.AUTH)
  const { success, authIdentity } = await auth.register("emailpass", { body: { email, password } })
  if (!success || !authIdentity) {
    throw ShopError.validation({ email: [accountMessage("email_taken")] }, { error_codes: { email: "email_taken" } })
  }
  try {
    const { result } = await registerAccountWorkflow(req.scope).run({
      input: { auth_identity_id: authIdentity.id, customer: { email, first_name, last_name } },
    })
    res.status(201).json({ customer: accountSummary(result) })
  } catch (error) {
    await auth.deleteAuthIdentities([authIdentity.id])
    throw error
  }
}

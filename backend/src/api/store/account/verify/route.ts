import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { EMAIL_VERIFIED_AT, type StoreAccountResponse, type StoreVerifyEmail } from "@electroshop/contracts/account"
import { accountMessage } from "../../../../lib/account/messages"
import { accountSummary } from "../../../../lib/account/summary"
import { isValidVerificationToken, verificationTokenCustomer } from "../../../../lib/account/verification-token"
import { ShopError } from "../../../../lib/http/errors"
import { verifyEmailWorkflow } from "../../../../workflows/account"

/** The verification e-mail's link: a valid token marks the customer's address verified (and brings in its guest orders) → `{ customer }`. */
export async function POST(req: MedusaRequest<StoreVerifyEmail>, res: MedusaResponse<StoreAccountResponse>) {
  const { token } = req.validatedBody
  const invalid = () => ShopError.validation({ token: [accountMessage("invalid_token")] }, { error_codes: { token: "invalid_token" } })
  const id = verificationTokenCustomer(token)
  if (!id) throw invalid()
  const customers = req.scope.resolve(Modules.CUSTOMER)
  const [customer] = await customers.listCustomers({ id, has_account: true })
  if (!customer || !isValidVerificationToken(req.scope, token, customer.email)) throw invalid()
  if (customer.metadata?.[EMAIL_VERIFIED_AT]) return res.json({ customer: accountSummary(customer) })
  const { result } = await verifyEmailWorkflow(req.scope).run({ input: { customer_id: customer.id, email: customer.email } })
  res.json({ customer: accountSummary(result) })
}

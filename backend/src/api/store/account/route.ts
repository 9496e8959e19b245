import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreAccountResponse } from "@electroshop/contracts/account"
import { Modules } from "@medusajs/framework/utils"
import { accountSummary } from "../../../lib/account/summary"

/** The signed-in customer: name, e-mail, whether it is verified, whether it is a shop account. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreAccountResponse>) {
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  res.json({ customer: accountSummary(customer) })
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { EMAIL_VERIFIED_AT, type StoreVerificationEmailResponse } from "@electroshop/contracts/account"
import { accountMessage } from "../../../../lib/account/messages"
import { ShopError } from "../../../../lib/http/errors"
import { AccountEvents } from "../../../../workflows/account/events"

/**
 * The signed-in, unverified customer asks for the verification e-mail again
 * → 202 (the subscriber sends it); limited like the other account e-mails
 * (lib/account/login-protection). An address already verified is a 400.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreVerificationEmailResponse>) {
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  if (customer.metadata?.[EMAIL_VERIFIED_AT]) {
    throw ShopError.validation({ email: [accountMessage("already_verified")] }, { error_codes: { email: "already_verified" } })
  }
  await req.scope
    .resolve(Modules.EVENT_BUS)
    .emit({ name: AccountEvents.VERIFICATION_REQUESTED, data: { id: customer.id, requested_at: new Date().toISOString() } })
  res.status(202).json({ sent: true })
}

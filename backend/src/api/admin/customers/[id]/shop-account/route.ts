import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { updateCustomersWorkflow } from "@medusajs/medusa/core-flows"
import { SHOP_ACCOUNT_FLAG, type AdminShopAccount } from "@electroshop/contracts/account"

async function customerOf(req: AuthenticatedMedusaRequest) {
  // Throws Medusa's 404 for an unknown id.
  return req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.params.id, { select: ["id", "metadata"] })
}

const shopAccount = (metadata: Record<string, unknown> | null | undefined) => ({ shop_account: metadata?.[SHOP_ACCOUNT_FLAG] === true })

/** Whether the customer is a shop account (created by staff for an in-store customer). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<AdminShopAccount>) {
  res.json(shopAccount((await customerOf(req)).metadata))
}

/** Marks or unmarks it (`metadata.shop_account`) through Medusa's workflow (its events fire), keeping other metadata. */
export async function POST(req: AuthenticatedMedusaRequest<AdminShopAccount>, res: MedusaResponse<AdminShopAccount>) {
  const customer = await customerOf(req)
  await updateCustomersWorkflow(req.scope).run({
    input: { selector: { id: customer.id }, update: { metadata: { ...(customer.metadata ?? {}), [SHOP_ACCOUNT_FLAG]: req.validatedBody.shop_account } } },
  })
  res.json(shopAccount((await customerOf(req)).metadata))
}

import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { storedFavorites, type StoreFavorites } from "@electroshop/contracts/account"
import { updateFavorites } from "../../../../lib/account/favorites"

/** The signed-in customer's favourite products → `{ product_ids }` (most recent first). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  res.json({ product_ids: storedFavorites(customer.metadata) })
}

/** Adds (`add`, published products only) and removes (`remove`) favourites; also merges a guest's list at login → `{ product_ids }`. */
export async function POST(req: AuthenticatedMedusaRequest<StoreFavorites>, res: MedusaResponse) {
  res.json({ product_ids: await updateFavorites(req.scope, req.auth_context.actor_id, req.validatedBody) })
}

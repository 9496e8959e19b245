import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { storedFavorites, type StoreFavorites, type StoreFavoritesResponse } from "@electroshop/contracts/account"
import { updateFavoritesWorkflow } from "../../../../workflows/account"

/** The signed-in customer's favourite products → `{ product_ids }` (most recent first). */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<StoreFavoritesResponse>) {
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id)
  res.json({ product_ids: storedFavorites(customer.metadata) })
}

/** Adds (`add`, published products only) and removes (`remove`) favourites; also merges a guest's list at login → `{ product_ids }`. */
export async function POST(req: AuthenticatedMedusaRequest<StoreFavorites>, res: MedusaResponse<StoreFavoritesResponse>) {
  const { result } = await updateFavoritesWorkflow(req.scope).run({ input: { customer_id: req.auth_context.actor_id, ...req.validatedBody } })
  res.json({ product_ids: result })
}

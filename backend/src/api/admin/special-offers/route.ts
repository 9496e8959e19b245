import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import type { AdminCreateSpecialOffer, AdminListSpecialOffersSchema, AdminSpecialOfferList } from "@electroshop/contracts/special-offer"
import { adminOffersOf } from "../../../modules/special-offer/queries"
import { createSpecialOfferWorkflow } from "../../../workflows/special-offer"

/** `?product_id=` → `{ special_offers }`, newest first. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, z.infer<typeof AdminListSpecialOffersSchema>>, res: MedusaResponse<AdminSpecialOfferList>) {
  const { product_id } = req.validatedQuery
  res.json({ special_offers: await adminOffersOf(req.scope, product_id) })
}

/** An offer on a product → 201 `{ special_offers }` of that product. */
export async function POST(req: AuthenticatedMedusaRequest<AdminCreateSpecialOffer>, res: MedusaResponse<AdminSpecialOfferList>) {
  await createSpecialOfferWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ special_offers: await adminOffersOf(req.scope, req.validatedBody.product_id) })
}

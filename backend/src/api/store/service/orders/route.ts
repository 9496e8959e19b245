import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreCreateServiceOrder, StoreServiceOrderCreated } from "@electroshop/contracts/service"
import { createServiceOrderWorkflow } from "../../../../workflows/service"

/** POST /store/service/orders → 201 { id, number }; the confirmation e-mail follows (subscriber). */
export async function POST(req: MedusaRequest<StoreCreateServiceOrder>, res: MedusaResponse<StoreServiceOrderCreated>) {
  const { result } = await createServiceOrderWorkflow(req.scope).run({ input: req.validatedBody })
  res.status(201).json({ id: result.id, number: result.number })
}

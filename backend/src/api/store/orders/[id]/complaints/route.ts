import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreComplaintBody, StoreComplaintCreatedResponse, StoreOrderComplaintsResponse } from "@electroshop/contracts/complaint"
import { orderComplaints } from "../../../../../lib/complaint/complaint-queries"
import { submitComplaintWorkflow } from "../../../../../workflows/complaint"

/**
 * Whether the order's goods can be claimed, which, the shop's days to settle a complaint, and the complaints
 * made. As for Medusa's own order route, the order's id (a ULID) is what lets a shopper in.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse<StoreOrderComplaintsResponse>) {
  res.setHeader("cache-control", "private, no-store")
  res.json(await orderComplaints(req.scope, req.params.id!))
}

/** Claims a defect of an item: 409 with the reason when the goods cannot be claimed now, 400 at the field. */
export async function POST(req: MedusaRequest<StoreComplaintBody>, res: MedusaResponse<StoreComplaintCreatedResponse>) {
  const { result } = await submitComplaintWorkflow(req.scope).run({ input: { order_id: req.params.id!, body: req.validatedBody } })
  const { complaints } = await orderComplaints(req.scope, req.params.id!)
  res.setHeader("cache-control", "private, no-store")
  res.status(201).json({ complaint: complaints.find((c) => c.id === result.id)! })
}

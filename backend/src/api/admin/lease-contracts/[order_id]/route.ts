import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { LeaseContractState } from "@electroshop/contracts/payment"
import { confirmLeaseContract, leaseContractState } from "../../../../lib/payment/lease-contract"

/** The order's lease contract state. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<LeaseContractState>) {
  res.json(await leaseContractState(req.scope, req.params.order_id))
}

/** `{ status: "signed" }` confirms the signed contract and captures the payment (a repeat changes nothing). */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse<LeaseContractState>) {
  res.json(await confirmLeaseContract(req.scope, req.params.order_id, req.auth_context?.actor_id))
}

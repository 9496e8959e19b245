import type { StoreComplaintBody } from "@electroshop/contracts/complaint"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

import { complaintPlan, type ComplaintPlan } from "../../../lib/complaint/complaint-request"
import { complaintOrder } from "../../../lib/complaint/complaint-queries"
import { shopStores } from "../../../lib/store-pickup/stores"
import { COMPLAINT_MODULE, type ComplaintModuleService } from "../../../modules/complaint"

export type SubmitComplaintInput = { order_id: string; body: StoreComplaintBody }

// Reads and checks only: nothing to compensate.
export const planComplaintStep = createStep("plan-complaint", async ({ order_id, body }: SubmitComplaintInput, { container }) => {
  const order = await complaintOrder(container, order_id)
  const stores = body.method === "store" ? (await shopStores(container)).map((store) => store.id) : []
  return new StepResponse(complaintPlan(order, body, stores, new Date()))
})

export const createComplaintStep = createStep(
  "create-complaint",
  async (plan: ComplaintPlan, { container }) => {
    const complaint = await container.resolve<ComplaintModuleService>(COMPLAINT_MODULE).createComplaints({
      ...plan,
      // A JSON array: the model's json() is typed as an object.
      history: plan.history as unknown as Record<string, unknown>,
    })
    return new StepResponse({ id: complaint.id }, complaint.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<ComplaintModuleService>(COMPLAINT_MODULE).deleteComplaints(id)
  },
)

import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { closeHandoverStep, parcelsToShipStep, removeFromHandoverStep, scanIntoHandoverStep, shipParcelsStep } from "./steps/handovers"
import { createParcelStep, registerWithCarrierStep } from "./steps/parcels"
import { trackParcelsStep } from "./steps/track-parcels"
import { withdrawParcelsStep } from "./steps/withdraw-parcels"

/** Staff at the packing station: the packed order's parcel goes to its carrier, whose label then prints. */
export const registerParcelWorkflow = createWorkflow(
  "parcel-register",
  (input: { order_id: string; weight_g?: number; box_id?: string; actor_id: string | null }) => {
    const parcel = registerWithCarrierStep(input)
    return new WorkflowResponse(createParcelStep(parcel))
  },
)

/** Staff at the hand-over: a parcel's label scanned into its carrier's open batch. */
export const scanIntoHandoverWorkflow = createWorkflow("handover-scan", (input: { code: string }) => {
  return new WorkflowResponse(scanIntoHandoverStep(input))
})

/** Staff: a parcel taken out of an open batch. */
export const removeFromHandoverWorkflow = createWorkflow("handover-remove-parcel", (input: { id: string; parcel_id: string }) => {
  return new WorkflowResponse(removeFromHandoverStep(input))
})

/** Staff: the batch is handed to the carrier's driver: every parcel shipped (tracking e-mails go out), the batch closed. */
export const closeHandoverWorkflow = createWorkflow("handover-close", (input: { id: string; actor_id: string | null }) => {
  const parcelIds = parcelsToShipStep(input)
  shipParcelsStep(transform({ parcelIds, input }, ({ parcelIds, input }) => ({ parcel_ids: parcelIds, actor_id: input.actor_id })))
  return new WorkflowResponse(closeHandoverStep(input))
})

/** The carriers asked where the parcels they hold are: delivered ones mark their fulfillment delivered, returned ones are flagged (jobs/track-parcels.ts, and staff on demand). */
export const trackParcelsWorkflow = createWorkflow("parcels-track", () => {
  return new WorkflowResponse(trackParcelsStep({}))
})

/** A cancelled order's registered parcels are withdrawn at their carriers (subscribers/order-canceled-parcels.ts). */
export const withdrawParcelsWorkflow = createWorkflow("parcels-withdraw", (input: { order_id: string }) => {
  return new WorkflowResponse(withdrawParcelsStep(input))
})

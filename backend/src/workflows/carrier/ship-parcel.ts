import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOrderShipmentWorkflow } from "@medusajs/medusa/core-flows"
import { backendPublicUrl } from "../../lib/shop/variant"
import { markHandedOverStep, parcelShipmentStep } from "./steps/ship-parcel"

/**
 * One parcel handed over: Medusa's shipment of its fulfillment, labelled with the carrier's tracking number
 * and page (the order then shows it, and `shipment.created` e-mails the shopper), and the parcel marked
 * handed over. Run for each parcel of a closing batch (steps/handovers.ts shipParcelsStep).
 */
export const shipParcelWorkflow = createWorkflow("parcel-ship", (input: { parcel_id: string; actor_id: string | null }) => {
  const shipment = parcelShipmentStep(input)
  createOrderShipmentWorkflow.runAsStep({
    input: transform({ shipment, input }, ({ shipment, input }) => ({
      order_id: shipment.parcel.order_id,
      fulfillment_id: shipment.parcel.fulfillment_id,
      items: shipment.items,
      created_by: input.actor_id ?? undefined,
      labels: [
        {
          tracking_number: shipment.parcel.tracking_number,
          tracking_url: shipment.tracking_url,
          // The label itself is the staff's: its PDF carries the shopper's address.
          label_url: `${backendPublicUrl()}/admin/parcels/labels?id=${shipment.parcel.id}`,
        },
      ],
    })),
  })
  return new WorkflowResponse(markHandedOverStep(input))
})

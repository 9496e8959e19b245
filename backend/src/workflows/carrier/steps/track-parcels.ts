import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { markOrderFulfillmentAsDeliveredWorkflow } from "@medusajs/medusa/core-flows"
import { CARRIER_NAMES } from "../../../lib/carrier/parcel-route"
import { warehouseMessage } from "../../../lib/warehouse/messages"
import { CARRIER_MODULE, type CarrierModuleService } from "../../../modules/carrier"

/** Parcels asked about per run: the carriers' status calls are one per parcel. */
const TRACKED_PER_RUN = 500

export type TrackingResult = { checked: number; delivered: number; returned: number }

/**
 * Each parcel with its carrier (handed over) is looked up with the carrier's status call: its words are
 * kept; delivered, the order's fulfillment is marked delivered (Medusa's workflow); returned to the shop,
 * customer service is told in the admin's notifications to follow it up. A carrier that does not answer
 * leaves its parcels for the next run. Nothing to undo: each change stands for what the carrier said.
 */
export const trackParcelsStep = createStep("parcels-track", async (_input: Record<string, never>, { container }) => {
  const carriers = container.resolve<CarrierModuleService>(CARRIER_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const parcels = await carriers.listParcels({ state: "handed_over" }, { order: { updated_at: "ASC" }, take: TRACKED_PER_RUN })
  const result: TrackingResult = { checked: 0, delivered: 0, returned: 0 }
  for (const parcel of parcels) {
    const provider = carriers.provider(parcel.carrier)
    if (!provider?.configured) continue
    try {
      const status = await provider.status(parcel.carrier_parcel_id)
      result.checked++
      if (status.state === "delivered") {
        await markOrderFulfillmentAsDeliveredWorkflow(container).run({ input: { orderId: parcel.order_id, fulfillmentId: parcel.fulfillment_id } })
        result.delivered++
      }
      if (status.state === "returned") {
        const {
          data: [order],
        } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["display_id"], filters: { id: parcel.order_id } })
        await container.resolve(Modules.NOTIFICATION).createNotifications({
          to: "",
          channel: "feed",
          template: "admin-ui",
          data: {
            title: warehouseMessage("parcel_returned_title", { number: parcel.tracking_number }),
            description: warehouseMessage("parcel_returned", {
              carrier: CARRIER_NAMES[parcel.carrier],
              number: parcel.tracking_number,
              order: Number((order as { display_id?: unknown } | undefined)?.display_id ?? 0),
            }),
          },
        })
        result.returned++
      }
      const state = status.state === "delivered" || status.state === "returned" ? status.state : parcel.state
      await carriers.updateParcels({ id: parcel.id, state, carrier_status: status.text || null })
    } catch (error) {
      logger.warn(`Parcel ${parcel.id} (${parcel.carrier}) could not be tracked: ${(error as Error).message}`)
    }
  }
  return new StepResponse(result)
})

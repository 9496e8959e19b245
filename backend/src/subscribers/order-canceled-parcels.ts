import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { withdrawParcelsWorkflow } from "../workflows/carrier"

/** A cancelled order's parcels that no carrier has taken yet are withdrawn (the hand-over then refuses them). */
export default async function orderCanceledParcels({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  await withdrawParcelsWorkflow(container).run({ input: { order_id: data.id } })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.CANCELED }

import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { enqueueForPickingWorkflow, removeFromPickingWorkflow } from "../workflows/warehouse"

/**
 * The picking queue follows the orders (issue 36): an order placed with cash on delivery, or whose
 * payment is captured (at the checkout, or later by a bank transfer or an installment partner),
 * enters it; a cancelled order leaves it.
 */
export default async function pickingQueue({ event: { name, data }, container }: SubscriberArgs<{ id: string }>) {
  if (name === OrderWorkflowEvents.CANCELED) {
    await removeFromPickingWorkflow(container).run({ input: { order_id: data.id } })
    return
  }
  const orderId = name === PaymentEvents.CAPTURED ? await orderOfPayment(container, data.id) : data.id
  if (orderId) await enqueueForPickingWorkflow(container).run({ input: { order_id: orderId } })
}

async function orderOfPayment(container: MedusaContainer, paymentId: string): Promise<string | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: payments } = await query.graph({ entity: "payment", fields: ["payment_collection_id"], filters: { id: paymentId } })
  const collectionId = (payments[0] as { payment_collection_id?: string } | undefined)?.payment_collection_id
  if (!collectionId) return undefined
  // Medusa's own capture workflow finds the order the same way: through the link's table.
  const { data: links } = await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionId } })
  return (links[0] as { order_id?: string } | undefined)?.order_id
}

export const config: SubscriberConfig = { event: [OrderWorkflowEvents.PLACED, PaymentEvents.CAPTURED, OrderWorkflowEvents.CANCELED] }

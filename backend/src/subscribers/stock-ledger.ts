import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { recordOrderSalesWorkflow, removeOrderSalesWorkflow } from "../workflows/warehouse"

/** The stock figures' sales (issue 36): a placed order's units enter the stock ledger, a cancelled one's leave it. */
export default async function stockLedger({ event: { name, data }, container }: SubscriberArgs<{ id: string }>) {
  const workflow = name === OrderWorkflowEvents.CANCELED ? removeOrderSalesWorkflow : recordOrderSalesWorkflow
  await workflow(container).run({ input: { order_id: data.id } })
}

export const config: SubscriberConfig = { event: [OrderWorkflowEvents.PLACED, OrderWorkflowEvents.CANCELED] }

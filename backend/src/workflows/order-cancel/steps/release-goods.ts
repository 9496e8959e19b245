import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { formatDate } from "@electroshop/domain"
import { warehouseRefusal } from "../../../lib/warehouse/messages"
import { shopTimeZone } from "../../../lib/shop/variant"

type Fulfillment = { id: string; shipped_at: string | null; delivered_at: string | null; canceled_at: string | null }

/**
 * Medusa cancels only an order without live fulfillments. Customer service cancels an order whose
 * goods are still in the shop: each fulfillment not shipped (picked and packed, parcel registered or in
 * an open hand-over) is cancelled first, which puts its units back on the shelf's reservations, so that
 * Medusa's cancel then releases them and refunds the payment. Goods already handed to a carrier or to the
 * shopper are not the shop's to hold back: the cancel is refused with the day they left (a return it is).
 * Cancelled fulfillments are not undone if the cancel then fails: the order is simply packed again.
 */
export const releaseOrderGoodsStep = createStep(
  "order-cancel-release-goods",
  async ({ order_id, actor_id }: { order_id: string; actor_id: string | null }, { container }) => {
    const {
      data: [order],
    } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: ["id", "status", "fulfillments.id", "fulfillments.shipped_at", "fulfillments.delivered_at", "fulfillments.canceled_at"],
      filters: { id: order_id },
    })
    // An unknown or cancelled order is Medusa's to answer.
    if (!order || order.status === "canceled") return new StepResponse([] as string[])
    const live = ((order.fulfillments ?? []) as Fulfillment[]).filter((f) => f && !f.canceled_at)
    const left = live.find((f) => f.shipped_at || f.delivered_at)
    if (left) {
      const at = new Date(String(left.shipped_at ?? left.delivered_at))
      throw warehouseRefusal(409, "order_cancel_goods_left", { date: formatDate(at, { timeZone: shopTimeZone() }) })
    }
    for (const fulfillment of live) {
      await cancelOrderFulfillmentWorkflow(container).run({
        input: { order_id, fulfillment_id: fulfillment.id, no_notification: true, ...(actor_id ? { canceled_by: actor_id } : {}) },
      })
    }
    return new StepResponse(live.map((f) => f.id))
  },
)

import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Order metadata key naming the cart the order was made from (set on the cart before completion, copied by Medusa). */
export const CHECKOUT_CART_KEY = "checkout_cart_id"

export type InterruptedOrder = {
  id: string
  item_ids: string[]
  payment_collection_ids: string[]
  promotion_ids: string[]
}

type FindInput = { cart_id: string; order_ids?: string[] }

/**
 * Orders of this cart that a crashed completion left half-made. Medusa's
 * completeCartWorkflow authorises the payment as its last step, after the
 * order, its links and its reservations; so a pending order without any
 * payment record is one whose completion never finished (a failed completion
 * deletes its order in compensation). It must run under the cart's lock, so
 * that a completion still in progress is not mistaken for a crashed one.
 * Candidates are the order linked to the cart, orders linked to the cart's
 * payment collection (a crash in the middle of Medusa's create-remote-links
 * step can leave that link without the cart's: completing again would then
 * fail on "multiple links between order and payment"), and `order_ids`
 * (orders that carry the cart in their metadata but never got a link).
 */
export const findInterruptedOrdersStep = createStep("find-interrupted-checkout-orders", async ({ cart_id, order_ids = [] }: FindInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id } })
  const linked = new Set(links.map((l: { order_id: string }) => l.order_id))
  const { data: carts } = await query.graph({ entity: "cart", fields: ["payment_collection.id"], filters: { id: cart_id } })
  const collectionIds = carts.flatMap((cart: { payment_collection?: { id: string } | null }) => (cart.payment_collection ? [cart.payment_collection.id] : []))
  const { data: paymentLinks } = collectionIds.length
    ? await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionIds } })
    : { data: [] }
  const ids = [...new Set([...linked, ...paymentLinks.map((l: { order_id: string }) => l.order_id), ...order_ids])]
  if (!ids.length) return new StepResponse([] as InterruptedOrder[])
  const { data: orders } = await query.graph({
    entity: "order",
    fields: ["id", "status", "is_draft_order", "metadata", "items.id", "payment_collections.id", "payment_collections.payments.id", "promotions.id"],
    filters: { id: ids },
  })
  const interrupted = orders
    .filter(
      (o: any) =>
        o.status === "pending" &&
        !o.is_draft_order &&
        (linked.has(o.id) || o.metadata?.[CHECKOUT_CART_KEY] === cart_id) &&
        !(o.payment_collections ?? []).some((pc: any) => pc?.payments?.length),
    )
    .map((o: any): InterruptedOrder => ({
      id: o.id,
      item_ids: (o.items ?? []).map((i: any) => i.id),
      payment_collection_ids: (o.payment_collections ?? []).filter(Boolean).map((pc: any) => pc.id),
      promotion_ids: (o.promotions ?? []).filter(Boolean).map((p: any) => p.id),
    }))
  return new StepResponse(interrupted)
})

/**
 * Takes a half-made order back so the cart can be completed again: its
 * reservations (freeing the stock), its links to the cart, payment collection
 * and promotions, the cart's completed_at, and last the order itself. The
 * order goes last so that a crash in the middle leaves a pending order without
 * payment, which the next recovery finds again; every part is idempotent. No
 * compensation: putting a crashed order back would only restore the broken state.
 */
export const removeInterruptedOrdersStep = createStep(
  "remove-interrupted-checkout-orders",
  async ({ cart_id, orders }: { cart_id: string; orders: InterruptedOrder[] }, { container }) => {
    if (!orders.length) return new StepResponse({ removed: [] as string[] })
    const inventory = container.resolve(Modules.INVENTORY)
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    const itemIds = orders.flatMap((o) => o.item_ids)
    if (itemIds.length) await inventory.deleteReservationItemsByLineItem(itemIds)
    await link.dismiss(
      orders.flatMap((o) => [
        { [Modules.ORDER]: { order_id: o.id }, [Modules.CART]: { cart_id } },
        ...o.payment_collection_ids.map((id) => ({ [Modules.ORDER]: { order_id: o.id }, [Modules.PAYMENT]: { payment_collection_id: id } })),
        ...o.promotion_ids.map((id) => ({ [Modules.ORDER]: { order_id: o.id }, [Modules.PROMOTION]: { promotion_id: id } })),
      ]),
    )
    await container.resolve(Modules.CART).updateCarts([{ id: cart_id, completed_at: null as unknown as Date }])
    await container.resolve(Modules.ORDER).deleteOrders(orders.map((o) => o.id))
    return new StepResponse({ removed: orders.map((o) => o.id) })
  },
)

/**
 * Writes the cart id into the cart's metadata, which Medusa copies into the
 * order it creates: an order whose completion crashed before it was linked to
 * its cart can still be traced back to the cart (and its lock).
 */
export const tagCartForCheckoutStep = createStep("tag-cart-for-checkout", async ({ cart_id }: { cart_id: string }, { container }) => {
  const carts = container.resolve(Modules.CART)
  const cart = await carts.retrieveCart(cart_id, { select: ["id", "metadata"] })
  if (cart.metadata?.[CHECKOUT_CART_KEY] !== cart_id) {
    await carts.updateCarts([{ id: cart_id, metadata: { ...(cart.metadata ?? {}), [CHECKOUT_CART_KEY]: cart_id } }])
  }
  return new StepResponse(undefined)
})

import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { recoverCheckoutWorkflow } from "../../workflows/checkout"
import { numberOrderWorkflow } from "../../workflows/order-number"
import { CHECKOUT_CART_KEY } from "../../workflows/checkout/steps/interrupted-orders"

// Medusa keeps a completion's workflow record three days; older pending orders are not crash leftovers to look for.
export const FULL_LOOKBACK_MS = 3 * 24 * 60 * 60 * 1000
const PAGE = 500

/**
 * Finds orders that a backend crash left half-made (pending, no payment
 * record) and hands each cart to recoverCheckoutWorkflow, which re-checks
 * them under the cart's lock and removes them. Run by the launcher before the
 * backend starts (bootstrap) and every 15 s by a scheduled job, for
 * deployments started without the launcher and for a dead server's checkouts,
 * whose cart locks lapse within a lease (modules/locking-lease). Returns the
 * ids of the removed orders.
 */
type RecoveryOptions = {
  /** Seconds to wait for each cart's lock; 0 leaves every locked cart alone. */
  lockTimeout?: number
  /** How far back, and from how young, pending orders are looked at. */
  lookbackMs?: number
  minAgeMs?: number
  /** Only orders with a line of these variants. */
  variantIds?: string[]
}

export async function recoverInterruptedCheckouts(
  container: MedusaContainer,
  { lockTimeout = 5, lookbackMs = FULL_LOOKBACK_MS, minAgeMs = 0, variantIds }: RecoveryOptions = {},
): Promise<string[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const candidates: { id: string; metadata: Record<string, unknown> | null }[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "metadata", "payment_collections.payments.id", ...(variantIds ? ["items.variant_id"] : [])],
      filters: {
        status: "pending",
        is_draft_order: false,
        created_at: { $gte: new Date(Date.now() - lookbackMs), $lte: new Date(Date.now() - minAgeMs) },
      } as any,
      pagination: { skip, take: PAGE, order: { created_at: "ASC" } },
    })
    candidates.push(
      ...data.filter(
        (o: any) =>
          !(o.payment_collections ?? []).some((pc: any) => pc?.payments?.length) &&
          (!variantIds || (o.items ?? []).some((item: any) => variantIds.includes(item?.variant_id))),
      ),
    )
    if (data.length < PAGE) break
  }
  if (!candidates.length) return []

  const { data: links } = await query.graph({ entity: "order_cart", fields: ["order_id", "cart_id"], filters: { order_id: candidates.map((o) => o.id) } })
  const cartOf = new Map(links.map((l: { order_id: string; cart_id: string }) => [l.order_id, l.cart_id]))
  const byCart = new Map<string, string[]>()
  for (const order of candidates) {
    const cartId = cartOf.get(order.id) ?? (order.metadata?.[CHECKOUT_CART_KEY] as string | undefined)
    // Without a cart the order was not made by a checkout (e.g. an admin draft): not ours to judge.
    if (cartId) byCart.set(cartId, [...(byCart.get(cartId) ?? []), order.id])
  }

  const removed: string[] = []
  for (const [cartId, orderIds] of byCart) {
    const { result, errors } = await recoverCheckoutWorkflow(container).run({
      input: { cart_id: cartId, order_ids: orderIds, lock_timeout: lockTimeout },
      throwOnError: false,
    })
    if (!errors?.length) removed.push(...result.removed)
    // Without waiting for locks (lockTimeout 0), a locked cart is a checkout still running: nothing to say.
    else if (lockTimeout > 0) logger.warn(`Checkout recovery of cart ${cartId} postponed: ${errors[0].error?.message}`)
  }
  if (removed.length)
    logger.warn(
      `Checkout recovery: removed ${removed.length} order(s) left half-made by an interrupted checkout (${removed.join(", ")}); their carts can be completed again.`,
    )
  return removed
}

/**
 * A completion refused for stock of `variantIds`: the stock may be held by what a dead server's
 * checkout left half-made, whose cart lock has lapsed (a lease, modules/locking-lease) while the
 * recovery job has not come round yet. Such orders with a line of these variants, of the last 10
 * minutes, are taken back at once; a cart still locked is a checkout running on a living server and
 * is left alone. Returns the ids of the removed orders: when there are any, the completion tries again.
 */
export async function recoverStockHeldByDeadCheckouts(container: MedusaContainer, variantIds: string[]): Promise<string[]> {
  if (!variantIds.length) return []
  // Best effort: reading orders' lines while other checkouts' compensations delete theirs can fail in
  // Medusa's order module (a line already gone); the shopper's next try looks again.
  return recoverInterruptedCheckouts(container, { lockTimeout: 0, lookbackMs: 10 * 60_000, variantIds }).catch((error: Error) => {
    container.resolve(ContainerRegistrationKeys.LOGGER).info(`Checkout recovery for variants ${variantIds.join(", ")} skipped: ${error.message}`)
    return []
  })
}

/**
 * Orders whose checkout finished (a payment record is its last write) but that have no number yet:
 * the server died between the completion and its numbering (the complete route and the order.placed
 * subscriber number them otherwise; modules/order-number). Returns the numbers given.
 */
export async function numberFinishedOrders(container: MedusaContainer, { minAgeMs }: { minAgeMs: number }): Promise<number[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "payment_collections.payments.id"],
    filters: {
      display_id: { $lt: 0 },
      is_draft_order: false,
      created_at: { $gte: new Date(Date.now() - FULL_LOOKBACK_MS), $lte: new Date(Date.now() - minAgeMs) },
    } as any,
  })
  const finished = data.filter((o: any) => (o.payment_collections ?? []).some((pc: any) => pc?.payments?.length))
  const numbers: number[] = []
  for (const order of finished) {
    const { result } = await numberOrderWorkflow(container).run({ input: { order_id: order.id } })
    if (result.display_id) numbers.push(result.display_id)
  }
  if (numbers.length)
    container
      .resolve(ContainerRegistrationKeys.LOGGER)
      .warn(`Checkout recovery: numbered ${numbers.length} order(s) finished without their number (${numbers.join(", ")}).`)
  return numbers
}

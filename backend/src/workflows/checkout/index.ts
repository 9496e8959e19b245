import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findInterruptedOrdersStep, removeInterruptedOrdersStep, tagCartForCheckoutStep } from "./steps/interrupted-orders"

export type RecoverCheckoutInput = {
  cart_id: string
  /** Orders naming this cart in their metadata but not linked to it (found by the sweep). */
  order_ids?: string[]
  /** Seconds to wait for the cart's lock (a completion in progress holds it). */
  lock_timeout?: number
}

/** Same lock (key, lifetime) as Medusa's completeCartWorkflow, so the two never run at once for one cart. */
const CART_LOCK_TTL_SECONDS = 120

/**
 * Run before every cart completion and by the recovery sweep: under the
 * cart's lock, removes what a crashed completion left half-made (order without
 * payment, its reservations and links) so the cart can be completed into one
 * consistent order, and tags the cart so that its future order can be traced
 * back to it.
 */
export const recoverCheckoutWorkflow = createWorkflow("recover-interrupted-checkout", (input: RecoverCheckoutInput) => {
  const lock = transform({ input }, ({ input }) => ({ key: input.cart_id, timeout: input.lock_timeout ?? 30, ttl: CART_LOCK_TTL_SECONDS }))
  acquireLockStep(lock)
  const orders = findInterruptedOrdersStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id, order_ids: input.order_ids })))
  const { removed } = removeInterruptedOrdersStep(transform({ input, orders }, ({ input, orders }) => ({ cart_id: input.cart_id, orders })))
  tagCartForCheckoutStep(transform({ input }, ({ input }) => ({ cart_id: input.cart_id })))
  releaseLockStep(transform({ input }, ({ input }) => ({ key: input.cart_id })))
  return new WorkflowResponse({ removed })
})

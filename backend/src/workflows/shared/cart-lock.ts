import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { createStep, StepResponse, transform } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * Seconds a change of ours waits for another change of the same cart to end:
 * a delivery set together with a discount took both up to 1.8 s on the test
 * machine (2 cores), so Medusa's own 2 s leave a loaded server no margin.
 */
const CART_LOCK_WAIT_SECONDS = 10
// Lets a crashed process's lock go; longer than any of our cart changes runs.
const CART_LOCK_TTL_SECONDS = 30

/**
 * Takes the cart's lock (Medusa's key, the cart id) for a workflow of ours
 * that changes the cart. Medusa's cart workflows take it only when run on
 * their own: run as a step of ours they skip it, so without this an ISIC
 * discount or a trade-in bonus applied while a delivery was being set came
 * out twice on the cart (integration-tests/http/cart/cart-concurrency.test.ts).
 * Waits for a change under way; release with `unlockCart` as the workflow's
 * last step (a failing step releases it in compensation).
 */
export function lockCart(input: { cart_id: string }) {
  acquireLockStep(transform({ input }, ({ input }) => ({ key: input.cart_id, timeout: CART_LOCK_WAIT_SECONDS, ttl: CART_LOCK_TTL_SECONDS })))
}

export function unlockCart(input: { cart_id: string }) {
  releaseLockStep(transform({ input }, ({ input }) => ({ key: input.cart_id })))
}

/** The cart's metadata read under its lock, so that a change written from it keeps what another change wrote just before. */
export const cartMetadataStep = createStep("cart-metadata-under-lock", async (input: { cart_id: string }, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: carts } = await query.graph({ entity: "cart", fields: ["id", "metadata"], filters: { id: input.cart_id } })
  return new StepResponse((carts[0]?.metadata ?? {}) as Record<string, unknown>)
})

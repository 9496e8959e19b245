import { MedusaError } from "@medusajs/framework/utils"
import { checkoutMessage, type CheckoutConflictCode } from "./messages"

export type CheckoutConflict = { code: CheckoutConflictCode; message: string; type: "conflict" }

/** Steps that take the cart's lock: core completion and our recovery share the key (the cart id). */
const CART_LOCK_STEP = "acquire-lock-step"
// PostgreSQL serialization failure and deadlock: the other transaction won, this one may simply be retried.
const RETRYABLE_PG_CODES = new Set(["40001", "40P01"])
// Medusa's workflow orchestrator (NOT_ALLOWED) when a parallel group is compensated while its other steps are
// still running: seen under CPU contention when the reservation fails fast and the links are slow. The next
// attempt finds what was left (recoverCheckoutWorkflow) and answers properly.
const ORCHESTRATION_RACE = /updating (state|status) from .* is not allowed|cannot revert a .*transaction/i

/**
 * Classifies a failed cart completion caused by other shoppers rather than by
 * this cart: the lock providers throw plain Errors ("Timed-out acquiring
 * lock.", "Failed to acquire lock for key …") that would otherwise be a 500,
 * and Medusa's inventory module refuses a reservation beyond the stock with
 * NOT_ALLOWED. A lock error is the cart's own lock when it names the cart or
 * comes from the lock step (our recovery); else it is a product's lock
 * (reservations), taken by other shoppers' checkouts. Anything else is not a conflict (null) and keeps Medusa's answer.
 */
export function checkoutConflict(error: unknown, { cartId, step }: { cartId: string; step?: string }): CheckoutConflict | null {
  const err = error as { message?: string; type?: string; code?: string } | null
  const message = err?.message ?? ""
  let code: CheckoutConflictCode | null = null
  if (err?.code === MedusaError.Codes.INSUFFICIENT_INVENTORY || /not enough stock|does not have the required inventory/i.test(message)) {
    code = "insufficient_stock"
  } else if (/already being completed/i.test(message) || (isLockError(message) && (step?.startsWith(CART_LOCK_STEP) || message.includes(cartId)))) {
    code = "cart_being_completed"
  } else if (
    isLockError(message) ||
    ORCHESTRATION_RACE.test(message) ||
    RETRYABLE_PG_CODES.has(String(err?.code)) ||
    /could not serialize|deadlock detected/i.test(message)
  ) {
    code = "checkout_busy"
  } else if (err?.type === MedusaError.Types.CONFLICT) {
    code = "cart_being_completed"
  }
  return code ? { code, message: checkoutMessage(code), type: "conflict" } : null
}

function isLockError(message: string): boolean {
  return /timed-out acquiring lock|failed to acquire lock|is already locked/i.test(message)
}

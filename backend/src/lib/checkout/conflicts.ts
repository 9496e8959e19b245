import { MedusaError } from "@medusajs/framework/utils"
import { ShopError } from "../http/errors"
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

/** Medusa's orchestrator refused its own state change (ORCHESTRATION_RACE): the workflow's compensation stopped there. */
export function isOrchestrationRace(error: unknown): boolean {
  return ORCHESTRATION_RACE.test((error as { message?: string } | null)?.message ?? "")
}

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
    isOrchestrationRace(error) ||
    RETRYABLE_PG_CODES.has(String(err?.code)) ||
    /could not serialize|deadlock detected/i.test(message)
  ) {
    code = "checkout_busy"
  } else if (err?.type === MedusaError.Types.CONFLICT) {
    code = "cart_being_completed"
  }
  return code ? { code, message: checkoutMessage(code), type: "conflict" } : null
}

/**
 * A change of a cart (delivery, discount, line, extra) that waited for the
 * cart's lock in vain because another change of the same cart still held it:
 * the lock providers' plain Error would be a 500, and Medusa's own cart
 * workflows wait only 2 s. A 409 in the shop language, which the storefront
 * shows as it is; nothing was changed, so trying again is safe.
 */
export function cartBusyError(error: unknown): ShopError | null {
  if (!isLockError((error as { message?: string } | null)?.message ?? "")) return null
  return new ShopError(409, { code: "cart_busy", message: checkoutMessage("cart_busy") })
}

/**
 * Medusa refusing a cart line beyond the stock (adding it or raising its quantity: NOT_ALLOWED with the
 * code INSUFFICIENT_INVENTORY, English): the same 400 with the shop's code and a message in the shop
 * language, which the storefront shows at the line as it is.
 */
export function lineStockError(error: unknown): ShopError | null {
  if ((error as { code?: string } | null)?.code !== MedusaError.Codes.INSUFFICIENT_INVENTORY) return null
  return new ShopError(400, { code: "insufficient_stock", message: checkoutMessage("line_insufficient_stock") })
}

// Medusa's cart workflows wait 2 s for the lock: five tries wait about as long as ours (workflows/shared/cart-lock.ts).
const CART_LOCK_ATTEMPTS = 5

/**
 * One of Medusa's cart routes, tried again while another change holds the
 * cart's lock: the lock is its workflow's first step, so a refused try has
 * changed nothing. A delivery chosen while a discount is being applied then
 * lands instead of being refused after Medusa's 2 s. Tried again too when it
 * lost the race for a new guest customer (see guestCustomerRace), whose
 * workflow has been compensated.
 */
export function waitingForCart<Req, Res>(handler: (req: Req, res: Res) => Promise<void>) {
  return async (req: Req, res: Res) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await handler(req, res)
      } catch (error) {
        if (attempt >= CART_LOCK_ATTEMPTS || !(cartBusyError(error) || guestCustomerRace(error))) throw error
      }
    }
  }
}

/**
 * Medusa's cart update finds the guest customer of the cart's e-mail or
 * creates it (findOrCreateCustomerStep), not atomically: carts given the same
 * new address at the same moment each create it, and all but one fail on the
 * unique address (7 of 8 carts, cart-concurrency.test.ts) with a 400 to a
 * shopper who did nothing wrong. Tried again, the update finds the winner's.
 */
function guestCustomerRace(error: unknown): boolean {
  const err = error as { type?: string; message?: string } | null
  return err?.type === MedusaError.Types.INVALID_DATA && /^Customer with email: .*, has_account: false, already exists\.$/.test(err.message ?? "")
}

function isLockError(message: string): boolean {
  return /timed-out acquiring lock|failed to acquire lock|is already locked/i.test(message)
}

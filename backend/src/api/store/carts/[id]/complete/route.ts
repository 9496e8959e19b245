import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import { prepareRetrieveQuery } from "@medusajs/framework"
import { completeCartWorkflowId } from "@medusajs/medusa/core-flows"
import type { ApiErrorBody } from "@electroshop/contracts/errors"
import type { POST as medusaCompleteCart } from "@medusajs/medusa/api/store/carts/[id]/complete/route"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { defaultStoreCartFields } from "@medusajs/medusa/api/store/carts/query-config"
import { recoverCheckoutWorkflow } from "../../../../../workflows/checkout"
import { numberOrderWorkflow } from "../../../../../workflows/order-number"
import { checkoutConflict, isOrchestrationRace } from "../../../../../lib/checkout/conflicts"
import { soldOutVariants } from "../../../../../lib/checkout/sold-out"
import { recoverStockHeldByDeadCheckouts } from "../../../../../lib/checkout/recovery"
import { isShopError } from "../../../../../lib/http/errors"
import { armCheckoutCrash } from "../../../../../lib/checkout/crash-test"
import { completingWithTimeslot } from "../../../../../lib/delivery-timeslot/timeslots"

/**
 * Medusa's cart completion, made safe after crashes and under contention:
 * first whatever a crashed completion of this cart left half-made is taken
 * back (recoverCheckoutWorkflow), then Medusa's workflow completes the cart
 * and the order gets its number (modules/order-number);
 * shoppers competing for the cart or for the last units get a 409 with a
 * message in the shop language (`code`: insufficient_stock,
 * cart_being_completed, checkout_busy) instead of a 500. A cart that breaks
 * the shop's checkout rules (workflows/hooks/complete-cart.ts) gets their 400.
 *
 * A completion that failed for a reason that may be gone a moment later is
 * tried again at once (worthAnotherAttempt), up to ATTEMPTS times in all.
 */
const ATTEMPTS = 3

/** Medusa's request of the route, which our helpers take as a plain MedusaRequest too; the answer is Medusa's, or the 409 of a conflict. */
type CompleteRequest = Parameters<typeof medusaCompleteCart>[0] & MedusaRequest
type CompleteResponse = MedusaResponse<HttpTypes.StoreCompleteCartResponse | ApiErrorBody>

export const POST = async (req: CompleteRequest, res: CompleteResponse) => {
  await armCheckoutCrash(req)
  const cartId = req.params.id
  // The last place of a courier window goes to one of two shoppers completing at once (lib/delivery-timeslot).
  try {
    await completingWithTimeslot(req.scope, cartId, () => complete(req, res, cartId))
  } catch (error) {
    return answerError(req, res, error, { cartId })
  }
}

async function complete(req: CompleteRequest, res: CompleteResponse, cartId: string) {
  for (let attempt = 1; ; attempt++) {
    const { errors } = await recoverCheckoutWorkflow(req.scope).run({ input: { cart_id: cartId }, throwOnError: false })
    if (errors?.length) return answerError(req, res, errors[0].error, { cartId, step: errors[0].action })
    try {
      await completeCart(req, res, cartId)
      return
    } catch (error) {
      if (attempt < ATTEMPTS && (await worthAnotherAttempt(req, cartId, error))) continue
      return answerError(req, res, error, { cartId })
    }
  }
}

/**
 * Whether a failed completion can succeed when tried again at once: its workflow broke off its own
 * compensation (releaseCartOfBrokenCompensation freed the cart); or it was refused for stock that
 * the sales channel still has (Medusa chose the line's location from availability read before the
 * reservation's lock, and another shopper took that location's last unit meanwhile); or for stock
 * that a dead server's half-made order held, now taken back (lib/checkout/recovery.ts). Stock that
 * others' orders hold is gone: the shopper reads insufficient_stock without a second attempt.
 */
async function worthAnotherAttempt(req: MedusaRequest, cartId: string, error: unknown): Promise<boolean> {
  if (isOrchestrationRace(error)) return true
  if (isShopError(error) || checkoutConflict(error, { cartId })?.code !== "insufficient_stock") return false
  const soldOut = await soldOutVariants(req.scope.resolve(ContainerRegistrationKeys.QUERY), cartId)
  if (!soldOut.length) return true
  return (await recoverStockHeldByDeadCheckouts(req.scope, soldOut)).length > 0
}

/**
 * Medusa's own route (@medusajs/medusa api/store/carts/[id]/complete/route.js, 2.21), but the order
 * gets its number (workflows/order-number) before it is answered: Medusa's numbers had gaps.
 * It throws as Medusa's does; a payment the provider refused is answered with the cart (200).
 */
async function completeCart(req: CompleteRequest, res: CompleteResponse, cartId: string) {
  const { errors, result, transaction } = await req.scope
    .resolve(Modules.WORKFLOW_ENGINE)
    .run(completeCartWorkflowId, { input: { id: cartId }, throwOnError: false })
    .catch((error: unknown) => releaseCartOfBrokenCompensation(req, cartId, error))
  const error = errors?.[0]?.error
  if (isOrchestrationRace(error)) await releaseCartOfBrokenCompensation(req, cartId, error)
  if (!transaction.hasFinished()) throw new MedusaError(MedusaError.Types.CONFLICT, "Cart is already being completed by another request")
  if (error) {
    if (error.type !== MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR && error.type !== MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR) throw error
    const { remoteQueryConfig } = await prepareRetrieveQuery({}, { defaults: defaultStoreCartFields }, req)
    const cart = await refetchCart(cartId, req.scope, remoteQueryConfig.fields)
    res.status(200).json({ type: "cart", cart, error: { message: error.message, name: error.name, type: error.type } })
    return
  }
  await numberOrderWorkflow(req.scope).run({ input: { order_id: result.id } })
  const { data } = await req.scope
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: req.queryConfig.fields, filters: { id: result.id } })
  res.status(200).json({ type: "order", order: data[0] as unknown as HttpTypes.StoreOrder })
}

/**
 * Under load Medusa's orchestrator sometimes refuses its own state change while compensating the
 * parallel steps of a refused completion (conflicts.ts): the compensation stops before it releases
 * the cart's lock, its first step, and the cart stayed locked for the lock's 120 s (the shopper's
 * retry waited 30 s for a `cart_being_completed`). Nothing more runs for that transaction: the lock
 * is released here, and the next attempt's recovery takes back what it left.
 */
async function releaseCartOfBrokenCompensation(req: MedusaRequest, cartId: string, error: unknown): Promise<never> {
  if (isOrchestrationRace(error)) await req.scope.resolve(Modules.LOCKING).release(cartId)
  throw error
}

async function answerError(req: MedusaRequest, res: MedusaResponse<ApiErrorBody>, error: unknown, context: Parameters<typeof checkoutConflict>[1]) {
  // A broken checkout rule (ShopError) and anything unexpected go to the error handler.
  let conflict = isShopError(error) ? undefined : checkoutConflict(error, context)
  if (!conflict) throw error
  // Busy with others' orders of the same goods, which have taken the last units meanwhile: that is the answer.
  if (conflict.code === "checkout_busy" && (await soldOutVariants(req.scope.resolve(ContainerRegistrationKeys.QUERY), context.cartId)).length) {
    conflict = checkoutConflict({ code: MedusaError.Codes.INSUFFICIENT_INVENTORY }, context)!
  }
  // The shopper reads the code's message; operators read what caused it.
  req.scope
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(`Checkout of cart ${context.cartId} refused with ${conflict.code}${context.step ? ` at ${context.step}` : ""}: ${(error as Error)?.message}`)
  res.status(409).json(conflict)
}

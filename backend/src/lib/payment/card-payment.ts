import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { CardPaymentMethod, CardPaymentStart, CardPaymentState } from "@electroshop/contracts/payment"
import { CARD_PAYMENT_PROVIDER } from "@electroshop/contracts/payment"
import { ComgateClient, ComgateError, comgateOptionsFromEnv, comgatePrice, isCardMethod } from "../../modules/comgate/client"
import { shopVariant, storefrontUrl } from "../shop/variant"
import { checkoutMessage } from "../checkout/messages"
import { ShopError } from "../http/errors"
import { capturePaymentOnce } from "./capture-once"
import { findOrderPayment, savePaymentData, type OrderPayment } from "./order-payment"
import { askAboutNotification } from "./partner-notification"

/** One gateway attempt, newest last in the payment's data (`attempts`); `trans_id` is the latest's. */
type Attempt = { trans_id: string; method: CardPaymentMethod; redirect_url: string; created_at: string }
type CardData = { method?: unknown; trans_id?: string; redirect_url?: string; attempts?: Attempt[] }

type CardPayment = OrderPayment<CardData>

/** A click again within this time (a double click, a reload) goes to the same gateway payment. */
const REUSE_ATTEMPT_MS = 60_000

const client = () => new ComgateClient(comgateOptionsFromEnv())

/** The order's card payment, or null when the order does not exist or "not_card" when it is paid otherwise. */
async function findCardPayment(scope: MedusaContainer, orderId: string): Promise<CardPayment | null | "not_card"> {
  const found = await findOrderPayment<CardData>(scope, orderId, CARD_PAYMENT_PROVIDER)
  return found === "other" ? "not_card" : found
}

async function requireCardPayment(scope: MedusaContainer, orderId: string): Promise<CardPayment> {
  const found = await findCardPayment(scope, orderId)
  if (!found) throw ShopError.notFound(checkoutMessage("order_not_found"))
  if (found === "not_card") throw new ShopError(409, { code: "not_card_payment", message: checkoutMessage("order_not_card_payment") })
  return found
}

/** Where the gateway sends the shopper back: the storefront's payment status page of the order. */
const returnUrl = (orderId: string) => `${storefrontUrl()}/order/${encodeURIComponent(orderId)}/payment`

/**
 * Starts a gateway payment of an unpaid card order (the first one after the
 * order or a retry, with the same or another method). Under a lock on the
 * order: a double click gets the attempt the first click created, never a
 * second payment. A refusal or an unreachable gateway is a 400 the shopper
 * can act on (retry, another method), not a 500.
 */
export async function startCardPayment(scope: MedusaContainer, orderId: string, method: CardPaymentMethod): Promise<CardPaymentStart> {
  return scope.resolve(Modules.LOCKING).execute(`card-payment:${orderId}`, async () => {
    const payment = await requireCardPayment(scope, orderId)
    if (payment.capturedAt) throw new ShopError(409, { code: "already_paid", message: checkoutMessage("order_already_paid") })
    const latest = payment.data.attempts?.at(-1)
    if (latest && latest.method === method && Date.now() - Date.parse(latest.created_at) < REUSE_ATTEMPT_MS) {
      const { status } = await client()
        .status(latest.trans_id)
        .catch(() => ({ status: null }))
      if (status === "PENDING") return { redirect_url: latest.redirect_url, trans_id: latest.trans_id }
    }
    const { variant, locale } = shopVariant()
    let created: { transId: string; redirect: string }
    try {
      created = await client().createPayment({
        price: comgatePrice(payment.amount),
        curr: payment.currencyCode,
        label: `Objednavka ${payment.displayId}`,
        refId: payment.orderId,
        method,
        email: payment.email,
        lang: locale,
        country: variant === "ro" ? "RO" : "CZ",
        urlPaid: returnUrl(orderId),
        urlCancelled: returnUrl(orderId),
        urlPending: returnUrl(orderId),
      })
    } catch (error) {
      if (!(error instanceof ComgateError)) throw error
      scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Card payment of order ${orderId} not started: ${error.message}`)
      // The gateway refused a wallet (not enabled for the shop, not offered now): the shopper pays by card instead.
      if (method !== "card" && error.code !== null && error.code !== 0 && error.httpStatus !== null && error.httpStatus < 500) {
        throw new ShopError(400, { code: "wallet_unavailable", message: checkoutMessage("wallet_unavailable") })
      }
      throw new ShopError(400, { code: "payment_send_failed", message: checkoutMessage("payment_failed") })
    }
    const attempt: Attempt = { trans_id: created.transId, method, redirect_url: created.redirect, created_at: new Date().toISOString() }
    await savePaymentData(scope, payment.paymentId, {
      ...payment.data,
      method,
      trans_id: attempt.trans_id,
      redirect_url: attempt.redirect_url,
      attempts: [...(payment.data.attempts ?? []), attempt],
    })
    return { redirect_url: created.redirect, trans_id: created.transId }
  })
}

/**
 * The order's card payment as the gateway's status endpoint tells it now; a
 * PAID attempt of this order for its amount is captured (once, whoever asks
 * first: the shopper's return page, the notification, a repeated one).
 */
export async function cardPaymentState(scope: MedusaContainer, orderId: string, transId?: string): Promise<CardPaymentState> {
  const payment = await requireCardPayment(scope, orderId)
  const method = isCardMethod(payment.data.method) ? payment.data.method : null
  const attempts = payment.data.attempts ?? []
  const asked = transId ? attempts.find((a) => a.trans_id === transId) : attempts.at(-1)
  if (payment.capturedAt) return { state: "paid", method, trans_id: payment.data.trans_id ?? null }
  if (!asked) return { state: "unpaid", method, trans_id: null }

  const gateway = await client()
    .status(asked.trans_id)
    .catch((error: unknown) => {
      if (!(error instanceof ComgateError)) throw error
      scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Card payment ${asked.trans_id} status unknown: ${error.message}`)
      return null
    })
  // The gateway did not answer: nothing is known to have changed.
  if (!gateway) return { state: "pending", method: asked.method, trans_id: asked.trans_id }
  const matches =
    gateway.refId === payment.orderId && gateway.curr.toLowerCase() === payment.currencyCode.toLowerCase() && gateway.price === comgatePrice(payment.amount)
  if (gateway.status === "PAID" && matches) {
    await capturePaymentOnce(scope, payment.paymentId)
    return { state: "paid", method: asked.method, trans_id: asked.trans_id }
  }
  if (gateway.status === "PAID") {
    scope.resolve(ContainerRegistrationKeys.LOGGER).error(`Card payment ${asked.trans_id} is PAID but not for order ${orderId}'s amount`)
  }
  if (gateway.status === "CANCELLED") return { state: "failed", method: asked.method, trans_id: asked.trans_id }
  return { state: "pending", method: asked.method, trans_id: asked.trans_id }
}

/**
 * The gateway's notification: its body is not trusted (anyone can post it);
 * the transId is looked up at the status endpoint, whose refId names the
 * order, and only an attempt stored on that order counts.
 * Returns false when the gateway could not be asked (it will notify again).
 */
export async function handleCardPaymentNotification(scope: MedusaContainer, transId: string): Promise<boolean> {
  const asked = await askAboutNotification(scope, `Comgate notification ${transId}`, () => client().status(transId))
  if ("settled" in asked) return asked.settled
  const refId = asked.answer.refId
  const payment = await findCardPayment(scope, refId)
  if (!payment || payment === "not_card" || !(payment.data.attempts ?? []).some((a) => a.trans_id === transId)) return true
  await cardPaymentState(scope, refId, transId)
  return true
}

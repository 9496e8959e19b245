import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  INSTALLMENT_PAYMENT_PROVIDER,
  type InstallmentApplicationState,
  type InstallmentPaymentStart,
  type InstallmentPaymentState,
} from "@electroshop/contracts/payment"
import { roundToWholeUnits } from "@electroshop/domain/money"
import { HomeCreditClient, HomeCreditError, homeCreditOptionsFromEnv, type HomeCreditState } from "../../modules/home-credit/client"
import { BAREM_MODULE, type BaremModuleService } from "../../modules/barem"
import { storefrontUrl } from "../buyout/variant"
import { checkoutMessage } from "../checkout/messages"
import { ShopError } from "../http/errors"
import { capturePaymentOnce } from "./capture-once"
import { findOrderPayment, savePaymentData, type OrderPayment } from "./order-payment"
import { installmentArrangeType, type ArrangeItem } from "./installment-arrange"

/** The payment's data: the barem chosen at checkout, the latest application, and when staff set Sent. */
type InstallmentData = {
  barem_id?: string | null
  months?: number
  application_id?: string
  redirect_url?: string
  applications?: { id: string; created_at: string }[]
  sent_at?: string
}
type InstallmentPayment = OrderPayment<InstallmentData>

const client = () => new HomeCreditClient(homeCreditOptionsFromEnv())

/** The product set of the partner's contract the applications are made under (HOME_CREDIT_PRODUCT_SET). */
const productSet = () => process.env.HOME_CREDIT_PRODUCT_SET || "COCHCONL"

async function requireInstallmentPayment(scope: MedusaContainer, orderId: string): Promise<InstallmentPayment> {
  const found = await findOrderPayment<InstallmentData>(scope, orderId, INSTALLMENT_PAYMENT_PROVIDER)
  if (!found) throw ShopError.notFound(checkoutMessage("order_not_found"))
  if (found === "other") throw new ShopError(409, { code: "not_installment_payment", message: checkoutMessage("order_not_installment") })
  return found
}

const STATES: Record<HomeCreditState, InstallmentApplicationState> = {
  PROCESSING: "processing",
  READY: "approved",
  REJECTED: "rejected",
  CANCELLED: "cancelled",
}

/** Where the partner sends the shopper back: the storefront's installment page of the order. */
const returnUrl = (orderId: string) => `${storefrontUrl()}/order/${encodeURIComponent(orderId)}/installments`
const backendUrl = () => process.env.BACKEND_PUBLIC_URL || `http://localhost:${process.env.BACKEND_PORT || 9000}`

/** The order as the partner's application needs it: the customer and the items, each with its arrange type. */
async function orderForApplication(scope: MedusaContainer, orderId: string) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      // The items' totals are computed only with the order's.
      "total",
      "billing_address.first_name",
      "billing_address.last_name",
      "billing_address.phone",
      "items.id",
      "items.title",
      "items.variant_sku",
      "items.quantity",
      "items.unit_price",
      "items.total",
      "items.metadata",
      "shipping_methods.data",
    ],
    filters: { id: orderId },
  })
  return (data as any[])[0]
}

/**
 * Creates the partner's application for an unpaid installment order and
 * returns where the shopper fills it in. Under a lock on the order: a double
 * click gets the application the first click created while it is in progress.
 * A refusal or an unreachable partner is a 400 with the specification's
 * 'calculating of installments failed' (the shopper may try again).
 */
export async function startInstallmentPayment(scope: MedusaContainer, orderId: string): Promise<InstallmentPaymentStart> {
  return scope.resolve(Modules.LOCKING).execute(`installment-payment:${orderId}`, async () => {
    const payment = await requireInstallmentPayment(scope, orderId)
    if (payment.capturedAt || payment.data.sent_at) throw new ShopError(409, { code: "already_paid", message: checkoutMessage("order_already_paid") })
    const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
    const fail = (reason: string) => {
      logger.warn(`Installment application of order ${orderId} not created: ${reason}`)
      return new ShopError(400, { code: "installments_failed", message: checkoutMessage("installments_failed") })
    }
    if (payment.data.application_id && payment.data.redirect_url) {
      const current = await client().application(payment.data.application_id).catch(() => null)
      if (current?.state === "PROCESSING" || current?.state === "READY") return { redirect_url: payment.data.redirect_url, application_id: payment.data.application_id }
    }
    const barem = payment.data.barem_id
      ? await scope.resolve<BaremModuleService>(BAREM_MODULE).retrieveBarem(payment.data.barem_id).catch(() => null)
      : null
    if (!barem) throw fail("no barem")
    const order = await orderForApplication(scope, orderId)
    const hundredths = (value: unknown) => Math.round(roundToWholeUnits(Number(value)) * 100)
    const pickup = Boolean((order?.shipping_methods ?? []).some((m: any) => m?.data?.stock_location_id))
    let created: { id: string; redirect: string }
    try {
      created = await client().createApplication({
        orderNumber: String(payment.displayId),
        totalPrice: hundredths(payment.amount),
        currency: payment.currencyCode,
        customer: {
          firstName: order?.billing_address?.first_name ?? "",
          lastName: order?.billing_address?.last_name ?? "",
          email: payment.email,
          phone: order?.billing_address?.phone ?? "",
        },
        items: (order?.items ?? []).map((item: any) => ({
          code: String(item.variant_sku ?? item.id),
          name: String(item.title ?? ""),
          quantity: Number(item.quantity),
          totalPrice: hundredths(item.total ?? Number(item.unit_price) * Number(item.quantity)),
          installmentArrangeType: installmentArrangeType(item as ArrangeItem, pickup),
        })),
        preferredMonths: Number(barem.months),
        productSetCode: productSet(),
        approvedRedirect: returnUrl(orderId),
        rejectedRedirect: returnUrl(orderId),
        notificationEndpoint: `${backendUrl()}/hooks/home-credit`,
      })
    } catch (error) {
      if (!(error instanceof HomeCreditError)) throw error
      throw fail(error.message)
    }
    await savePaymentData(scope, payment.paymentId, {
      ...payment.data,
      months: Number(barem.months),
      application_id: created.id,
      redirect_url: created.redirect,
      applications: [...(payment.data.applications ?? []), { id: created.id, created_at: new Date().toISOString() }],
    })
    return { redirect_url: created.redirect, application_id: created.id }
  })
}

const view = (payment: InstallmentPayment, state: InstallmentApplicationState): InstallmentPaymentState => ({
  state,
  application_id: payment.data.application_id ?? null,
  barem_id: payment.data.barem_id ?? null,
  months: payment.data.months ?? null,
  sent_at: payment.data.sent_at ?? null,
})

/** The application's state as the partner tells it now (an unreachable partner: processing, nothing known to have changed). */
export async function installmentPaymentState(scope: MedusaContainer, orderId: string): Promise<InstallmentPaymentState> {
  const payment = await requireInstallmentPayment(scope, orderId)
  if (payment.data.sent_at) return view(payment, "sent")
  if (!payment.data.application_id) return view(payment, "none")
  const partner = await client()
    .application(payment.data.application_id)
    .catch((error: unknown) => {
      if (!(error instanceof HomeCreditError)) throw error
      scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Installment application ${payment.data.application_id} state unknown: ${error.message}`)
      return null
    })
  return view(payment, partner ? (STATES[partner.state] ?? "processing") : "processing")
}

/**
 * Staff set the installment status to Sent: the partner is told the goods
 * were sent (the loan is finalised) and the payment is captured. Idempotent:
 * a second Sent changes nothing and calls the partner no more. Only an
 * approved application can be sent.
 */
export async function markInstallmentSent(scope: MedusaContainer, orderId: string, actorId?: string): Promise<InstallmentPaymentState> {
  return scope.resolve(Modules.LOCKING).execute(`installment-payment:${orderId}`, async () => {
    const payment = await requireInstallmentPayment(scope, orderId)
    if (payment.data.sent_at) return view(payment, "sent")
    const id = payment.data.application_id
    let partner
    try {
      partner = id ? await client().application(id) : null
    } catch (error) {
      if (!(error instanceof HomeCreditError)) throw error
      throw new ShopError(502, { code: "partner_unavailable", message: checkoutMessage("installments_failed") })
    }
    if (!id || partner?.state !== "READY") {
      throw new ShopError(409, { code: "installment_not_approved", message: checkoutMessage("installment_not_approved") })
    }
    try {
      await client().markOrderSent(id)
    } catch (error) {
      if (!(error instanceof HomeCreditError)) throw error
      throw new ShopError(502, { code: "partner_unavailable", message: checkoutMessage("installments_failed") })
    }
    const data = { ...payment.data, sent_at: new Date().toISOString() }
    await savePaymentData(scope, payment.paymentId, data)
    await capturePaymentOnce(scope, payment.paymentId, actorId)
    return view({ ...payment, data }, "sent")
  })
}

/**
 * The partner's notification: nothing in it is trusted but the application id,
 * which must be the latest application stored on an installment order; the
 * state is then asked from the partner. Returns false when the partner could
 * not be asked (it notifies again).
 */
export async function handleInstallmentNotification(scope: MedusaContainer, applicationId: string): Promise<boolean> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  let orderNumber: string
  try {
    orderNumber = (await client().application(applicationId)).orderNumber
  } catch (error) {
    if (!(error instanceof HomeCreditError)) throw error
    scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Home Credit notification ${applicationId} not verified: ${error.message}`)
    return error.httpStatus === 404 || error.httpStatus === 400
  }
  // The partner knows the order by its number (display_id), a number column the generated filter type names as string.
  const byNumber = { display_id: Number(orderNumber) || -1 } as unknown as { id: string }
  const { data } = await query.graph({ entity: "order", fields: ["id"], filters: byNumber })
  const orderId = (data as any[])[0]?.id
  if (!orderId) return true
  const payment = await findOrderPayment<InstallmentData>(scope, orderId, INSTALLMENT_PAYMENT_PROVIDER)
  if (!payment || payment === "other" || payment.data.application_id !== applicationId) return true
  scope.resolve(ContainerRegistrationKeys.LOGGER).info(`Installment application ${applicationId} of order ${orderId}: ${(await installmentPaymentState(scope, orderId)).state}`)
  return true
}

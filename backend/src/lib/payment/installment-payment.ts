import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  isInstallmentProvider,
  type InstallmentApplicationState,
  type InstallmentPaymentProvider,
  type InstallmentPaymentStart,
  type InstallmentPaymentState,
} from "@electroshop/contracts/payment"
import { roundToWholeUnits } from "@electroshop/domain/money"
import { HomeCreditClient, homeCreditOptionsFromEnv } from "../../modules/home-credit/client"
import { TbiClient, tbiOptionsFromEnv } from "../../modules/tbi/client"
import { BAREM_MODULE, type BaremModuleService } from "../../modules/barem"
import { backendPublicUrl, storefrontUrl } from "../shop/variant"
import { checkoutMessage } from "../checkout/messages"
import { ShopError } from "../http/errors"
import { capturePaymentOnce } from "./capture-once"
import { findOrderPayment, orderById, savePaymentData, type OrderPayment } from "./order-payment"
import { installmentArrangeType, type ArrangeItem } from "./installment-arrange"
import { PartnerError } from "./partner-api"
import { askAboutNotification } from "./partner-notification"

/** The payment's data: the barem chosen at checkout, the latest application, and when staff set Sent. */
type InstallmentData = {
  barem_id?: string | null
  months?: number
  application_id?: string
  redirect_url?: string
  applications?: { id: string; created_at: string }[]
  sent_at?: string
  /** TBI's last callback of the latest application (TBI has no status query): approved, rejected; cancelled by the shop. */
  partner_state?: "approved" | "rejected" | "cancelled" | null
  partner_reason?: string | null
}
type InstallmentPayment = OrderPayment<InstallmentData> & { providerId: InstallmentPaymentProvider }

/** What every partner's application is made of, in whole units of the order's currency. */
type ApplicationInput = {
  payment: InstallmentPayment
  months: number
  customer: { firstName: string; lastName: string; email: string; phone: string; address: string; city: string; county: string }
  items: { code: string; name: string; quantity: number; total: number; installmentArrangeType: string }[]
  returnUrl: string
}

/** One installment partner as the flow below uses it; its client's errors are PartnerErrors. */
type Partner = {
  create(input: ApplicationInput): Promise<{ id: string; redirect: string }>
  /** The application's state at the partner (a PartnerError when it cannot be told). */
  state(data: InstallmentData): Promise<InstallmentApplicationState>
  /** The goods were sent: the loan is finalised. */
  markSent(applicationId: string): Promise<void>
}

const homeCredit = () => new HomeCreditClient(homeCreditOptionsFromEnv())
const tbi = () => new TbiClient(tbiOptionsFromEnv())

const hundredths = (value: number) => Math.round(value * 100)

const PARTNERS: Record<InstallmentPaymentProvider, Partner> = {
  "pp_home-credit_home-credit": {
    create: (input) =>
      homeCredit().createApplication({
        orderNumber: String(input.payment.displayId),
        totalPrice: hundredths(input.payment.amount),
        currency: input.payment.currencyCode,
        customer: { firstName: input.customer.firstName, lastName: input.customer.lastName, email: input.customer.email, phone: input.customer.phone },
        items: input.items.map((item) => ({ ...item, totalPrice: hundredths(item.total) })),
        preferredMonths: input.months,
        // The product set of the partner's contract the applications are made under.
        productSetCode: process.env.HOME_CREDIT_PRODUCT_SET || "COCHCONL",
        approvedRedirect: input.returnUrl,
        rejectedRedirect: input.returnUrl,
        notificationEndpoint: `${backendPublicUrl()}/hooks/home-credit`,
      }),
    state: (data) => homeCredit().applicationState(data.application_id as string),
    markSent: (id) => homeCredit().markOrderSent(id),
  },
  pp_tbi_tbi: {
    create: async (input) => {
      // TBI knows an application by the shop's order_id: one per application, so the shopper may apply again.
      const id = `${input.payment.displayId}-${(input.payment.data.applications?.length ?? 0) + 1}`
      const redirect = await tbi().finalize({
        orderId: id,
        // Where TBI posts its callback and, through the same URL, sends the shopper back.
        backRef: `${backendPublicUrl()}/hooks/tbi?order=${encodeURIComponent(input.payment.orderId)}`,
        total: input.payment.amount,
        customer: input.customer,
        items: input.items.map((item) => ({ name: item.name, quantity: item.quantity, price: item.total / item.quantity, sku: item.code })),
        months: input.months,
      })
      return { id, redirect }
    },
    state: async (data) => data.partner_state ?? "processing",
    markSent: (id) => tbi().delivered(id),
  },
}

async function requireInstallmentPayment(scope: MedusaContainer, orderId: string): Promise<InstallmentPayment> {
  const found = await findOrderPayment<InstallmentData>(scope, orderId, isInstallmentProvider)
  if (!found) throw ShopError.notFound(checkoutMessage("order_not_found"))
  if (found === "other") throw new ShopError(409, { code: "not_installment_payment", message: checkoutMessage("order_not_installment") })
  return found as InstallmentPayment
}

/** Where the partner sends the shopper back: the storefront's installment page of the order. */
export const installmentReturnUrl = (orderId: string) => `${storefrontUrl()}/order/${encodeURIComponent(orderId)}/installments`

/** The order as the partner's application needs it: the customer and the items, each with its arrange type. */
async function orderForApplication(scope: MedusaContainer, orderId: string) {
  return orderById(scope, orderId, [
    "id",
    // The items' totals are computed only with the order's.
    "total",
    "billing_address.first_name",
    "billing_address.last_name",
    "billing_address.phone",
    "billing_address.address_1",
    "billing_address.city",
    "billing_address.province",
    "items.id",
    "items.title",
    "items.variant_sku",
    "items.quantity",
    "items.unit_price",
    "items.total",
    "items.metadata",
    "shipping_methods.data",
  ])
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
    const partner = PARTNERS[payment.providerId]
    const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
    const fail = (reason: string) => {
      logger.warn(`Installment application of order ${orderId} not created: ${reason}`)
      return new ShopError(400, { code: "installments_failed", message: checkoutMessage("installments_failed") })
    }
    if (payment.data.application_id && payment.data.redirect_url) {
      const current = await partner.state(payment.data).catch(() => null)
      if (current === "processing" || current === "approved") return { redirect_url: payment.data.redirect_url, application_id: payment.data.application_id }
    }
    const barem = payment.data.barem_id
      ? await scope
          .resolve<BaremModuleService>(BAREM_MODULE)
          .retrieveBarem(payment.data.barem_id)
          .catch(() => null)
      : null
    if (!barem) throw fail("no barem")
    const order = await orderForApplication(scope, orderId)
    const whole = (value: unknown) => roundToWholeUnits(Number(value))
    const pickup = Boolean((order?.shipping_methods ?? []).some((m: any) => m?.data?.stock_location_id))
    const address = order?.billing_address ?? {}
    let created: { id: string; redirect: string }
    try {
      created = await partner.create({
        payment: { ...payment, amount: whole(payment.amount) },
        months: Number(barem.months),
        customer: {
          firstName: address.first_name ?? "",
          lastName: address.last_name ?? "",
          email: payment.email,
          phone: address.phone ?? "",
          address: address.address_1 ?? "",
          city: address.city ?? "",
          county: address.province ?? "",
        },
        items: (order?.items ?? []).map((item: any) => ({
          code: String(item.variant_sku ?? item.id),
          name: String(item.title ?? ""),
          quantity: Number(item.quantity),
          total: whole(item.total ?? Number(item.unit_price) * Number(item.quantity)),
          installmentArrangeType: installmentArrangeType(item as ArrangeItem, pickup),
        })),
        returnUrl: installmentReturnUrl(orderId),
      })
    } catch (error) {
      if (!(error instanceof PartnerError)) throw error
      throw fail(error.message)
    }
    await savePaymentData(scope, payment.paymentId, {
      ...payment.data,
      // A new application: what the partner told of the previous one no longer holds (null: the payment's data is merged).
      partner_state: null,
      partner_reason: null,
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
  const state = await PARTNERS[payment.providerId].state(payment.data).catch((error: unknown) => {
    if (!(error instanceof PartnerError)) throw error
    scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Installment application ${payment.data.application_id} state unknown: ${error.message}`)
    return "processing" as const
  })
  return view(payment, state)
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
    const partner = PARTNERS[payment.providerId]
    const unavailable = (error: unknown) => {
      if (!(error instanceof PartnerError)) return error
      scope.resolve(ContainerRegistrationKeys.LOGGER).warn(`Installment application ${id} of order ${orderId} not sent: ${error.message}`)
      return new ShopError(502, { code: "partner_unavailable", message: checkoutMessage("installments_failed") })
    }
    const state = id ? await partner.state(payment.data).catch((error) => Promise.reject(unavailable(error))) : null
    if (!id || state !== "approved") {
      throw new ShopError(409, { code: "installment_not_approved", message: checkoutMessage("installment_not_approved") })
    }
    await partner.markSent(id).catch((error) => Promise.reject(unavailable(error)))
    const data = { ...payment.data, sent_at: new Date().toISOString() }
    await savePaymentData(scope, payment.paymentId, data)
    await capturePaymentOnce(scope, payment.paymentId, actorId)
    return view({ ...payment, data }, "sent")
  })
}

/** The installment order the partner knows by its number (display_id), with its latest application's payment. */
async function paymentOfOrderNumber(scope: MedusaContainer, orderNumber: string, applicationId: string): Promise<InstallmentPayment | null> {
  // display_id is a number column the generated filter type names as string.
  const byNumber = { display_id: Number(orderNumber) || -1 } as unknown as { id: string }
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields: ["id"], filters: byNumber })
  const orderId = (data as any[])[0]?.id
  if (!orderId) return null
  const payment = await findOrderPayment<InstallmentData>(scope, orderId, isInstallmentProvider)
  if (!payment || payment === "other" || payment.data.application_id !== applicationId) return null
  return payment as InstallmentPayment
}

/**
 * Home Credit's notification: nothing in it is trusted but the application id,
 * which must be the latest application stored on an installment order; the
 * state is then asked from the partner. Returns false when the partner could
 * not be asked (it notifies again).
 */
export async function handleHomeCreditNotification(scope: MedusaContainer, applicationId: string): Promise<boolean> {
  const asked = await askAboutNotification(scope, `Home Credit notification ${applicationId}`, () => homeCredit().application(applicationId))
  if ("settled" in asked) return asked.settled
  const payment = await paymentOfOrderNumber(scope, asked.answer.orderNumber, applicationId)
  if (!payment) return true
  scope
    .resolve(ContainerRegistrationKeys.LOGGER)
    .info(`Installment application ${applicationId} of order ${payment.orderId}: ${(await installmentPaymentState(scope, payment.orderId)).state}`)
  return true
}

/**
 * TBI's status callback: `order_data` encrypted with the shop's public key
 * (only TBI has it), naming the application (`<order number>-<n>`) and its
 * outcome, which the shop keeps (TBI cannot be asked again). A callback of an
 * application that is not an order's latest changes nothing; one the shop's
 * key cannot read is a 400.
 */
export async function handleTbiCallback(scope: MedusaContainer, orderData: string): Promise<void> {
  let told
  try {
    told = tbi().readCallback(orderData)
  } catch (error) {
    if (!(error instanceof PartnerError)) throw error
    throw ShopError.validation({ order_data: [error.message] })
  }
  const found = await paymentOfOrderNumber(scope, told.orderId.split("-")[0] ?? "", told.orderId)
  if (!found || found.providerId !== "pp_tbi_tbi") return
  await scope.resolve(Modules.LOCKING).execute(`installment-payment:${found.orderId}`, async () => {
    const payment = await requireInstallmentPayment(scope, found.orderId)
    if (payment.data.application_id !== told.orderId || payment.data.sent_at) return
    await savePaymentData(scope, payment.paymentId, { ...payment.data, partner_state: told.status, partner_reason: told.reason })
  })
  scope.resolve(ContainerRegistrationKeys.LOGGER).info(`TBI application ${told.orderId} of order ${found.orderId}: ${told.status}`)
}

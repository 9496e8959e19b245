import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { LEASING_PAYMENT_PROVIDER, type LeaseContractState } from "@electroshop/contracts/payment"
import { checkoutMessage } from "../checkout/messages"
import { ShopError } from "../http/errors"
import { capturePaymentOnce } from "./capture-once"
import { findOrderPayment, savePaymentData, type OrderPayment } from "./order-payment"

type LeaseData = { signed_at?: string }

async function requireLeasePayment(scope: MedusaContainer, orderId: string): Promise<OrderPayment<LeaseData>> {
  const found = await findOrderPayment<LeaseData>(scope, orderId, LEASING_PAYMENT_PROVIDER)
  if (!found) throw ShopError.notFound(checkoutMessage("order_not_found"))
  if (found === "other") throw new ShopError(409, { code: "not_leasing_payment", message: checkoutMessage("order_not_leasing") })
  return found
}

const view = (payment: OrderPayment<LeaseData>): LeaseContractState => ({
  state: payment.data.signed_at ? "signed" : "awaiting_contract",
  signed_at: payment.data.signed_at ?? null,
})

/** The order's lease contract: awaited, or signed (confirmed by staff). */
export async function leaseContractState(scope: MedusaContainer, orderId: string): Promise<LeaseContractState> {
  return view(await requireLeasePayment(scope, orderId))
}

/**
 * Staff confirm the signed lease contract: the leasing partner pays the
 * order, so its payment is captured. Idempotent under a lock on the order:
 * a second confirmation changes nothing.
 */
export async function confirmLeaseContract(scope: MedusaContainer, orderId: string, actorId?: string): Promise<LeaseContractState> {
  return scope.resolve(Modules.LOCKING).execute(`lease-contract:${orderId}`, async () => {
    const payment = await requireLeasePayment(scope, orderId)
    if (payment.data.signed_at) return view(payment)
    const data = { ...payment.data, signed_at: new Date().toISOString() }
    await savePaymentData(scope, payment.paymentId, data)
    await capturePaymentOnce(scope, payment.paymentId, actorId)
    return view({ ...payment, data })
  })
}

import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Captures a payment unless it is captured already, under a lock on the
 * payment: two statement imports at once (or an import and staff in the order
 * page through this path) capture it once, as Medusa's capture workflow alone
 * would let both read it uncaptured. With REDIS_URL the lock is Redis's,
 * shared by every process.
 */
export async function capturePaymentOnce(scope: MedusaContainer, paymentId: string, actorId?: string): Promise<"paid" | "already_paid"> {
  const payments = scope.resolve(Modules.PAYMENT)
  return scope.resolve(Modules.LOCKING).execute(`payment-capture:${paymentId}`, async () => {
    const payment = await payments.retrievePayment(paymentId, { select: ["id", "captured_at"] })
    if (payment.captured_at) return "already_paid"
    await capturePaymentWorkflow(scope).run({ input: { payment_id: paymentId, captured_by: actorId } })
    return "paid"
  })
}

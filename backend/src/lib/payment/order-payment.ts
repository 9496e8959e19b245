import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"

/** An order's live payment of one provider (the card gateway, the installment partner), with the provider's data. */
export type OrderPayment<Data> = {
  orderId: string
  displayId: number
  email: string
  paymentId: string
  providerId: string
  amount: number
  currencyCode: string
  capturedAt: string | null
  data: Data
}

/** The `fields` of one order; undefined when there is no such order. */
export async function orderById(scope: MedusaContainer, orderId: string, fields: string[]): Promise<any> {
  const { data } = await scope.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "order", fields, filters: { id: orderId } })
  return (data as any[])[0]
}

/**
 * The order's payment through `provider` (an id, or a test of ids such as
 * "any installment partner"); null when the order does not exist, "other"
 * when it is paid otherwise.
 */
export async function findOrderPayment<Data>(
  scope: MedusaContainer,
  orderId: string,
  provider: string | ((providerId: string) => boolean),
): Promise<OrderPayment<Data> | null | "other"> {
  const matches = typeof provider === "string" ? (id: string) => id === provider : provider
  const order = await orderById(scope, orderId, [
    "id",
    "display_id",
    "email",
    "payment_collections.payments.id",
    "payment_collections.payments.provider_id",
    "payment_collections.payments.amount",
    "payment_collections.payments.currency_code",
    "payment_collections.payments.captured_at",
    "payment_collections.payments.canceled_at",
    "payment_collections.payments.data",
  ])
  if (!order) return null
  const payment = (order.payment_collections ?? [])
    .flatMap((c: any) => c?.payments ?? [])
    .find((p: any) => typeof p?.provider_id === "string" && matches(p.provider_id) && !p.canceled_at)
  if (!payment) return "other"
  return {
    orderId: order.id,
    displayId: Number(order.display_id),
    email: order.email ?? "",
    paymentId: payment.id,
    providerId: payment.provider_id,
    amount: Number(payment.amount),
    currencyCode: String(payment.currency_code),
    capturedAt: payment.captured_at ? String(payment.captured_at) : null,
    data: (payment.data ?? {}) as Data,
  }
}

/** The payment module's update writes any column of the payment, data included; its DTO type names only the id. */
export async function savePaymentData(scope: MedusaContainer, paymentId: string, data: Record<string, unknown>) {
  const payments = scope.resolve(Modules.PAYMENT) as unknown as { updatePayment(input: { id: string; data: Record<string, unknown> }): Promise<unknown> }
  await payments.updatePayment({ id: paymentId, data })
}

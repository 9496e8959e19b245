import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { formatMoney } from "@electroshop/domain"
import { CARD_PAYMENT_PROVIDER, INSTALLMENT_PROVIDER_PREFIXES } from "@electroshop/contracts/payment"
import { cancelEmail, type CancelledPayment } from "../lib/order-cancel/cancel-mail"
import { sendEmail } from "../lib/mail/send-email"
import { shopVariant } from "../lib/shop/variant"
import { warehouseMessage, type WarehouseMessageKey } from "../lib/warehouse/messages"

const BANK_TRANSFER_PROVIDER = "pp_bank-transfer_bank-transfer"

type Payment = { id: string; provider_id: string; refunds?: { amount: number }[] | null; captures?: { amount: number }[] | null }

const total = (rows: { amount: number }[] | null | undefined) => (rows ?? []).reduce((sum, row) => sum + Number(row?.amount ?? 0), 0)

/** A note in the admin's notifications for staff to act on, once per payment. */
async function tellStaff(
  container: MedusaContainer,
  key: string,
  title: WarehouseMessageKey,
  description: WarehouseMessageKey,
  params: Record<string, string | number>,
) {
  await container.resolve(Modules.NOTIFICATION).createNotifications({
    to: "",
    channel: "feed",
    template: "admin-ui",
    idempotency_key: key,
    data: { title: warehouseMessage(title, params), description: warehouseMessage(description, params) },
  })
}

/**
 * A cancelled order (Medusa's cancel has refunded or cancelled its payments): the shopper is told what
 * happens to the money. Staff are told of a refund to send from the bank by hand (a bank transfer), and
 * of a captured payment left unrefunded: Medusa's cancel logs a gateway's refusal and goes on.
 */
export default async function orderCanceledMail({ event: { data }, container }: SubscriberArgs<{ id: string }>) {
  const {
    data: [order],
  } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "email",
      "currency_code",
      "payment_collections.payments.id",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.refunds.amount",
      "payment_collections.payments.captures.amount",
    ],
    filters: { id: data.id },
  })
  if (!order) return
  const locale = shopVariant().locale
  const money = (amount: number) => formatMoney(amount, String(order.currency_code), locale)
  const number = Number(order.display_id)
  const payments = ((order.payment_collections ?? []) as { payments?: Payment[] | null }[]).flatMap((c) => c?.payments ?? [])
  const outcomes: CancelledPayment[] = []
  for (const payment of payments) {
    const refunded = total(payment.refunds)
    const unrefunded = total(payment.captures) - refunded
    if (unrefunded > 0) {
      outcomes.push({ kind: "later", amount: money(unrefunded) })
      await tellStaff(container, `refund-failed-${payment.id}`, "refund_failed_title", "refund_failed", { order: number, amount: money(unrefunded) })
    }
    if (refunded > 0) {
      const kind = payment.provider_id === CARD_PAYMENT_PROVIDER ? "card" : payment.provider_id === BANK_TRANSFER_PROVIDER ? "transfer" : "other"
      outcomes.push({ kind, amount: money(refunded) })
      if (kind === "transfer")
        await tellStaff(container, `bank-refund-${payment.id}`, "bank_refund_title", "bank_refund", { order: number, amount: money(refunded) })
    } else if (INSTALLMENT_PROVIDER_PREFIXES.some((prefix) => payment.provider_id.startsWith(prefix))) outcomes.push({ kind: "installment" })
  }
  if (order.email)
    await sendEmail(container, cancelEmail(order.email, { id: order.id, display_id: number }, outcomes), {
      template: "order-canceled",
      resource_type: "order",
      resource_id: order.id,
    })
}

export const config: SubscriberConfig = { event: OrderWorkflowEvents.CANCELED }

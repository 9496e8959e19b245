import {
  WITHDRAWAL_DAYS,
  WITHDRAWAL_REFUND_DAYS,
  type ReturnMethod,
  type StoreWithdrawal,
  type StoreWithdrawalItem,
  type WithdrawalRefusal,
} from "@electroshop/contracts/withdrawal"

import { shopDay, shopDayAfter } from "../invoice/invoice-draft"
import { BILLING_ADDRESS_FIELDS, type OrderAddressFields } from "../order/address"

type Amount = number | string | { valueOf(): number } | null | undefined

/** The fields of an order a withdrawal is decided from (`query.graph` on `order`). */
export const WITHDRAWAL_ORDER_FIELDS = [
  "id",
  "display_id",
  "email",
  "created_at",
  "status",
  "items.id",
  "items.title",
  "items.variant_title",
  "items.variant_sku",
  "items.quantity",
  "items.detail.fulfilled_quantity",
  "items.detail.return_requested_quantity",
  "items.detail.return_received_quantity",
  "fulfillments.location_id",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.canceled_at",
  ...BILLING_ADDRESS_FIELDS,
  "payment_collections.payments.provider_id",
  "payment_collections.payment_sessions.provider_id",
]

/** The fields of the order's returns (`query.graph` on `return`): read on their own, where their items' quantities are numbers. */
export const WITHDRAWAL_RETURN_FIELDS = ["id", "status", "created_at", "metadata", "items.*"]

export type WithdrawalOrder = {
  id: string
  display_id: Amount
  email?: string | null
  created_at: Date | string
  status: string
  items?:
    | ({
        id: string
        title: string
        variant_title?: string | null
        variant_sku?: string | null
        quantity: Amount
        detail?: { fulfilled_quantity?: Amount; return_requested_quantity?: Amount; return_received_quantity?: Amount } | null
      } | null)[]
    | null
  fulfillments?: ({ location_id?: string | null; shipped_at?: unknown; delivered_at?: unknown; canceled_at?: unknown } | null)[] | null
  billing_address?: OrderAddressFields | null
  payment_collections?:
    | ({
        payments?: ({ provider_id?: string | null } | null)[] | null
        payment_sessions?: ({ provider_id?: string | null } | null)[] | null
      } | null)[]
    | null
  returns?:
    | ({
        id: string
        status: string
        created_at: Date | string
        metadata?: Record<string, unknown> | null
        items?: ({ item_id: string; quantity: Amount; received_quantity?: Amount } | null)[] | null
      } | null)[]
    | null
}

/**
 * What the shop knows of a withdrawal (Medusa's return's metadata): it came from the withdrawal page, how, the
 * refund account, encrypted, and the refund once made (its amount in the order's currency and when).
 */
export type WithdrawalMetadata = {
  withdrawal: true
  method: ReturnMethod
  store_id?: string
  refund_account_encrypted?: string
  refund?: { amount: number; refunded_at: string }
  /** When the refund account was erased, its time up (jobs/withdrawal-refund-account-retention.ts). */
  refund_account_erased_at?: string
}

/** Whether a return is a withdrawal made on the shop's page (a return Medusa's admin makes is staff's own business). */
export const isWithdrawal = (metadata: Record<string, unknown> | null | undefined): metadata is WithdrawalMetadata =>
  (metadata as Partial<WithdrawalMetadata> | null | undefined)?.withdrawal === true

/** An account shown as its last four characters: enough to tell two apart, not to pay to. */
export const maskedAccount = (account: string) => `•••• ${account.slice(-4)}`

/** Payments that refund to where they came from (a card, an installment partner); the others need the shopper's account. */
const REFUNDS_ITSELF = ["comgate", "netopia", "payu", "gpwebpay", "gopay", "home-credit", "cofidis", "essox", "tbi", "leasing"]

const title = (item: { title: string; variant_title?: string | null }) =>
  item.variant_title && item.variant_title !== "Default variant" ? `${item.title} – ${item.variant_title}` : item.title

/** The item's title as the shopper saw it in the order. */
export const itemTitle = title

/** The day the goods reached the shopper: the first delivery, or (a carrier that reports none, a store's counter) the first dispatch. */
export function receivedAt(order: WithdrawalOrder): Date | null {
  const live = (order.fulfillments ?? []).filter((f) => f && !f.canceled_at)
  const days = live.map((f) => f!.delivered_at ?? f!.shipped_at).filter(Boolean) as (string | Date)[]
  if (!days.length) return null
  return new Date(Math.min(...days.map((day) => new Date(day).getTime())))
}

/** The last day to withdraw (YYYY-MM-DD, shop's time zone): 14 days after the day the goods were received. */
export const withdrawalDeadline = (received: Date): string => shopDayAfter(received, WITHDRAWAL_DAYS)

/** The last day to refund a withdrawal (YYYY-MM-DD, shop's time zone): 14 days after the day it was made. */
export const refundDeadline = (requested: Date): string => shopDayAfter(requested, WITHDRAWAL_REFUND_DAYS)

/** Whether the order was paid by a means the refund cannot go back to (cash on delivery, a bank transfer, nothing yet). */
export function refundAccountRequired(order: WithdrawalOrder): boolean {
  const collections = (order.payment_collections ?? []).filter((c) => !!c)
  const provider =
    [...collections.flatMap((c) => c!.payments ?? []), ...collections.flatMap((c) => c!.payment_sessions ?? [])].find((p) => p?.provider_id)?.provider_id ?? ""
  return !REFUNDS_ITSELF.some((name) => provider.toLowerCase().includes(name))
}

/** The items and how many of each can still be sent back: what left the shop less what is already on its way back or returned. */
export function returnableItems(order: WithdrawalOrder): StoreWithdrawalItem[] {
  return (order.items ?? [])
    .filter((item) => !!item)
    .map((item) => {
      const detail = item!.detail ?? {}
      const quantity = Number(detail.fulfilled_quantity ?? 0) - Number(detail.return_requested_quantity ?? 0) - Number(detail.return_received_quantity ?? 0)
      return { item_id: item!.id, title: title(item!), quantity: Math.max(0, quantity) }
    })
}

/**
 * Whether the order can be withdrawn from `now`, and why not: the goods not received yet, the 14 days over,
 * a company's purchase (the right is a consumer's), nothing left to send back.
 */
export function withdrawalRefusal(order: WithdrawalOrder, now: Date): { refusal: WithdrawalRefusal | null; deadline: string | null } {
  const received = receivedAt(order)
  if (!received || order.status === "canceled") return { refusal: "withdrawal_not_delivered", deadline: null }
  const deadline = withdrawalDeadline(received)
  if (shopDay(now) > deadline) return { refusal: "withdrawal_period_over", deadline }
  const address = order.billing_address
  if (address?.company?.trim() || (typeof address?.metadata?.company_id === "string" && address.metadata.company_id.trim()))
    return { refusal: "withdrawal_company_purchase", deadline }
  if (!returnableItems(order).some((item) => item.quantity > 0)) return { refusal: "withdrawal_nothing_left", deadline }
  return { refusal: null, deadline }
}

/** The order's withdrawals (its returns made on the withdrawal page), oldest first. */
export function orderWithdrawals(order: WithdrawalOrder): StoreWithdrawal[] {
  const titles = new Map((order.items ?? []).filter((item) => !!item).map((item) => [item!.id, title(item!)]))
  return (order.returns ?? [])
    .filter((r) => !!r && isWithdrawal(r.metadata))
    .map((r): StoreWithdrawal => {
      const { method, refund } = r!.metadata as WithdrawalMetadata
      return {
        id: r!.id,
        requested_at: new Date(r!.created_at).toISOString(),
        status: refund
          ? "refunded"
          : r!.status === "received" || r!.status === "partially_received"
            ? "received"
            : r!.status === "canceled"
              ? "canceled"
              : "requested",
        method,
        items: (r!.items ?? []).filter((i) => !!i).map((i) => ({ title: titles.get(i!.item_id) ?? "", quantity: Number(i!.quantity) })),
        refunded_amount: refund?.amount ?? null,
      }
    })
    .sort((a, b) => a.requested_at.localeCompare(b.requested_at))
}

import { CASH_ON_DELIVERY_PROVIDER } from "@electroshop/contracts/delivery"

export type OrderToPick = {
  status: string
  items?: ({ id: string } | null)[] | null
  shipping_methods?: ({ data?: Record<string, unknown> | null } | null)[] | null
  payment_collections?: ({ payments?: ({ provider_id: string; captured_at: Date | string | null } | null)[] | null } | null)[] | null
}

/**
 * Whether the warehouse may pick the order (issue 36): not cancelled, and paid (a captured payment:
 * a card, a bank transfer matched, an installment the partner accepted) or paid on delivery.
 */
export function readyToPick(order: OrderToPick): boolean {
  if (order.status === "canceled" || order.status === "draft") return false
  const payments = (order.payment_collections ?? []).flatMap((pc) => pc?.payments ?? []).filter((p) => !!p)
  return payments.some((p) => p!.captured_at || p!.provider_id === CASH_ON_DELIVERY_PROVIDER)
}

/**
 * Where the order is picked: a store pickup order at its store (the checkout's choice, where its
 * reservations move), any other where most of its units are reserved.
 */
export function pickingLocation(order: OrderToPick, reservations: { location_id: string; quantity: number | string }[]): string | null {
  const store = order.shipping_methods?.[0]?.data?.stock_location_id
  if (typeof store === "string") return store
  const units = new Map<string, number>()
  for (const r of reservations) units.set(r.location_id, (units.get(r.location_id) ?? 0) + Number(r.quantity))
  return [...units].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null
}

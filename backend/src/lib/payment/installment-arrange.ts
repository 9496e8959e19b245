import { INSTALLMENT_ARRANGE_TYPES, type InstallmentArrangeType } from "@electroshop/contracts/installment"

export type ArrangeItem = { metadata?: Record<string, unknown> | null }

/**
 * A cart item's `installmentArrangeType` (the specification's cart package
 * item): the one stored on the item (metadata `installment_arrange_type`)
 * when valid, otherwise on-store for an order collected in a store (the
 * contract is signed there) and online for a delivered one.
 */
export function installmentArrangeType(item: ArrangeItem, storePickup: boolean): InstallmentArrangeType {
  const stored = item.metadata?.installment_arrange_type
  if (typeof stored === "string" && (INSTALLMENT_ARRANGE_TYPES as readonly string[]).includes(stored)) return stored as InstallmentArrangeType
  return storePickup ? "on-store" : "online"
}

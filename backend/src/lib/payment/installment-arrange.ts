import { linePaymentChoice, type InstallmentArrangeType } from "@electroshop/contracts/installment"

export type ArrangeItem = { metadata?: Record<string, unknown> | null }

/**
 * A cart item's `installmentArrangeType` (the specification's cart package
 * item): the one the shopper chose for the item with its installment barem
 * (metadata `payment_choice.arrange_type`, set by
 * `POST /store/carts/:id/line-payments/:line_id`), otherwise on-store for an
 * order collected in a store (the contract is signed there) and online for a
 * delivered one.
 */
export function installmentArrangeType(item: ArrangeItem, storePickup: boolean): InstallmentArrangeType {
  const chosen = linePaymentChoice(item.metadata)
  if (chosen?.kind === "installment" && (chosen.arrange_type === "on-store" || chosen.arrange_type === "online")) return chosen.arrange_type
  return storePickup ? "on-store" : "online"
}

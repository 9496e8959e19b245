import type { StoreWithdrawalBody } from "@electroshop/contracts/withdrawal"
import { normalizeIban, validateBankAccount, validateIban } from "@electroshop/domain"

import { ShopError } from "../http/errors"
import { encrypt } from "../pii-crypto"
import { shopVariant } from "../shop/variant"
import { withdrawalMessage, withdrawalRefusal, type WithdrawalMessageKey } from "./messages"
import { refundAccountRequired, returnableItems, withdrawalRefusal as refusalOf, type WithdrawalMetadata, type WithdrawalOrder } from "./withdrawal-terms"

/** What Medusa's return is made of: where the goods go back to, which items, and the shop's own facts. */
export type WithdrawalPlan = { order_id: string; location_id: string; items: { id: string; quantity: number }[]; metadata: WithdrawalMetadata }

const fieldError = (field: string, key: WithdrawalMessageKey, params: Record<string, string | number> = {}) =>
  ShopError.validation({ [field]: [withdrawalMessage(key, params)] }, { error_codes: { [field]: key } })

/** A Czech account number ("2001234561/2010") or an IBAN in cz; an IBAN in ro. Null when it is neither. */
function refundAccount(input: string): string | null {
  if (validateIban(input) === null) return normalizeIban(input)
  if (shopVariant().variant === "cz" && validateBankAccount(input) === null) return input.replace(/\s+/g, "")
  return null
}

/**
 * The return a withdrawal asks for, checked: refused (409) when the order cannot be withdrawn from now;
 * at the field when an item is not the order's or more is sent back than can be, when the store is not
 * one of the shop's, when the refund needs an account and none (or no valid one) is given. The goods go
 * back to where they left from (a carrier's parcel) or to the store chosen.
 */
export function withdrawalPlan(order: WithdrawalOrder, body: StoreWithdrawalBody, storeIds: string[], now: Date): WithdrawalPlan {
  const { refusal, deadline } = refusalOf(order, now)
  if (refusal) throw withdrawalRefusal(409, refusal, { date: deadline ? deadline.split("-").reverse().join(".") : "" })
  const returnable = new Map(returnableItems(order).map((item) => [item.item_id, item.quantity]))
  const seen = new Set<string>()
  body.items.forEach((asked, i) => {
    const left = returnable.get(asked.item_id)
    if (left === undefined) throw fieldError(`items.${i}.item_id`, "withdrawal_item_unknown")
    if (seen.has(asked.item_id)) throw fieldError(`items.${i}.item_id`, "withdrawal_item_twice")
    seen.add(asked.item_id)
    if (asked.quantity > left) throw fieldError(`items.${i}.quantity`, "withdrawal_quantity_too_high", { max: left })
  })
  if (body.method === "store" && !storeIds.includes(body.store_id ?? "")) throw fieldError("store_id", "withdrawal_store_unknown")
  const account = body.refund_account?.trim()
  if (refundAccountRequired(order) && !account) throw fieldError("refund_account", "withdrawal_refund_account_required")
  const normalized = account ? refundAccount(account) : null
  if (account && !normalized) throw fieldError("refund_account", "withdrawal_refund_account_invalid")
  const shippedFrom = (order.fulfillments ?? []).find((f) => f && !f.canceled_at && f.location_id)?.location_id
  return {
    order_id: order.id,
    location_id: body.method === "store" ? body.store_id! : shippedFrom!,
    items: body.items.map(({ item_id, quantity }) => ({ id: item_id, quantity })),
    metadata: {
      withdrawal: true,
      method: body.method,
      ...(body.method === "store" ? { store_id: body.store_id } : {}),
      ...(normalized ? { refund_account_encrypted: encrypt(normalized) } : {}),
    },
  }
}

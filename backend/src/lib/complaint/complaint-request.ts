import type { StoreComplaintBody } from "@electroshop/contracts/complaint"

import { ShopError } from "../http/errors"
import { shopVariant } from "../shop/variant"
import { complaintMessage, complaintRefusal, type ComplaintMessageKey } from "./messages"
import { complainableItems, complaintDeadline, complaintRefusal as refusalOf, type ComplaintOrder } from "./complaint-terms"

/** A complaint to record, checked. */
export type ComplaintPlan = {
  order_id: string
  order_display_id: number
  item_id: string
  item_title: string
  description: string
  remedy: StoreComplaintBody["remedy"]
  method: StoreComplaintBody["method"]
  store_id: string | null
  deadline: string
  history: { status: "submitted"; at: string; actor_id: null }[]
}

const fieldError = (field: string, key: ComplaintMessageKey) => ShopError.validation({ [field]: [complaintMessage(key)] }, { error_codes: { [field]: key } })

/**
 * The complaint asked for, checked: refused (409) when the order's goods cannot be claimed now (not received,
 * the 24 months over); at the field when the item did not reach the shopper or the store is not the shop's.
 */
export function complaintPlan(order: ComplaintOrder, body: StoreComplaintBody, storeIds: string[], now: Date): ComplaintPlan {
  const { refusal, warranty_end } = refusalOf(order, now)
  if (refusal) throw complaintRefusal(409, refusal, { date: warranty_end ? warranty_end.split("-").reverse().join(".") : "" })
  const item = complainableItems(order).find((i) => i.item_id === body.item_id)
  if (!item) throw fieldError("item_id", "complaint_item_unknown")
  if (body.method === "store" && !storeIds.includes(body.store_id ?? "")) throw fieldError("store_id", "complaint_store_unknown")
  return {
    order_id: order.id,
    order_display_id: Number(order.display_id),
    item_id: item.item_id,
    item_title: item.title,
    description: body.description,
    remedy: body.remedy,
    method: body.method,
    store_id: body.method === "store" ? body.store_id! : null,
    deadline: complaintDeadline(now, shopVariant().variant),
    history: [{ status: "submitted", at: now.toISOString(), actor_id: null }],
  }
}

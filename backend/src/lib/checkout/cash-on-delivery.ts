import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CASH_ON_DELIVERY_PROVIDER, isCashOnDeliveryCode } from "@electroshop/contracts/delivery"
import { ShopError } from "../http/errors"
import { checkoutMessage } from "./messages"

type CartPayment = {
  shipping_methods?: ({ shipping_option_id?: string | null } | null)[] | null
  payment_collection?: { payment_sessions?: ({ provider_id?: string | null } | null)[] | null } | null
}

/** Whether the cart's delivery is a cash-on-delivery option (`<delivery>-cod`, priced with the fee). */
async function deliveryTakesCash(container: MedusaContainer, cart: CartPayment): Promise<boolean> {
  const optionIds = (cart.shipping_methods ?? []).map((m) => m?.shipping_option_id).filter((id): id is string => !!id)
  if (!optionIds.length) return false
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"], filters: { id: optionIds } })
  return (data as { type?: { code?: string | null } | null }[]).some((o) => isCashOnDeliveryCode(o.type?.code))
}

async function cartPayment(container: MedusaContainer, cartId: string): Promise<CartPayment | undefined> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "shipping_methods.shipping_option_id", "payment_collection.payment_sessions.provider_id"],
    filters: { id: cartId },
  })
  return data[0] as CartPayment | undefined
}

/**
 * Cash on delivery only with a delivery that takes it, and such a delivery
 * (its price holds the fee) only paid in cash: a payment session of the
 * cash-on-delivery provider needs the cart's delivery to be a `-cod` option
 * (400 `provider_id`), and a cart is completed only when both agree (400
 * `shipping_methods`), in the shop language.
 */
export async function assertCashOnDeliveryAllowed(container: MedusaContainer, cartId: string) {
  const cart = await cartPayment(container, cartId)
  if (cart && !(await deliveryTakesCash(container, cart))) {
    throw ShopError.validation({ provider_id: [checkoutMessage("cash_on_delivery_unavailable")] })
  }
}

export async function assertCashOnDeliveryConsistent(container: MedusaContainer, cartId: string) {
  const cart = await cartPayment(container, cartId)
  if (!cart) return
  const paysCash = (cart.payment_collection?.payment_sessions ?? []).some((s) => s?.provider_id === CASH_ON_DELIVERY_PROVIDER)
  const takesCash = await deliveryTakesCash(container, cart)
  if (paysCash && !takesCash) throw ShopError.validation({ provider_id: [checkoutMessage("cash_on_delivery_unavailable")] })
  if (takesCash && !paysCash) throw ShopError.validation({ shipping_methods: [checkoutMessage("cash_on_delivery_payment_required")] })
}

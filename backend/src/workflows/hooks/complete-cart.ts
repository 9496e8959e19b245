import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { ShopError } from "../../lib/http/errors"
import { t } from "../../lib/shop/messages"
import { shopVariant } from "../../lib/shop/variant"
import { assertChosenPointsAvailable, type ShippingMethodLike } from "../../lib/pickup-point/availability"
import { assertStoreAvailable } from "../../lib/store-pickup/stores"
import { assertCashOnDeliveryConsistent } from "../../lib/checkout/cash-on-delivery"
import { assertCourierDelivers } from "../../lib/delivery-check/courier"
import { assertChosenTimeslot } from "../../lib/delivery-timeslot/timeslots"
import { assertInstallmentBarem, type CartWithPayment } from "../../lib/payment/installment-barem"
import { assertCartExtrasCurrent } from "../../lib/item-extra/cart-extras"
import { assertLinePayments } from "../../lib/installment/line-payment"
import { checkoutFieldErrors, type CartForRules } from "./checkout-rules"

/**
 * The shop's checkout rules hold for every completion, not only the
 * storefront's: a cart that breaks one is answered 400 `{ message, code:
 * "validation_error", errors: { email?, billing_address?: { <field> },
 * shipping_address?: { <field> }, shipping_methods? } }` in the shop
 * language, before any order, reservation or payment authorisation exists.
 */
completeCartWorkflow.hooks.validate(async ({ cart }, { container }) => {
  const errors = checkoutFieldErrors(cart as CartForRules, shopVariant())
  if (Object.keys(errors).length) {
    throw new ShopError(400, { message: t("form_invalid"), code: "validation_error", errors })
  }
  // The chosen pickup point may have closed or filled up since it was picked.
  await assertChosenPointsAvailable(container, cart.shipping_methods as ShippingMethodLike[] | undefined)
  // The chosen store must still have the goods (others may have bought them meanwhile).
  const store = (cart.shipping_methods as ShippingMethodLike[] | undefined)?.[0]?.data?.stock_location_id
  if (store) await assertStoreAvailable(container, cart.id, store)
  // Cash on delivery and a delivery priced with its fee go together.
  await assertCashOnDeliveryConsistent(container, cart.id)
  // The courier delivers only to addresses it serves (the address may have changed since the courier was chosen).
  const method = (cart.shipping_methods as ShippingMethodLike[] | undefined)?.[0]
  await assertCourierDelivers(container, cart.id, method?.shipping_option_id, shopVariant().variant)
  // The courier's window may have filled up (or passed) since it was chosen.
  await assertChosenTimeslot(container, method)
  // Leasing cannot be combined with other payment types; each line's installment or lease barem still holds its total.
  const providers = ((cart as CartWithPayment).payment_collection?.payment_sessions ?? []).map((s) => s?.provider_id ?? "")
  await assertLinePayments(container, cart.id, providers)
  // Installments: the barem chosen must be the partner's and hold the cart's total today.
  await assertInstallmentBarem(container, cart as CartWithPayment)
  // A warranty extension or insurance chosen at a price that has changed since: 'Insurance price changed, select again.'
  await assertCartExtrasCurrent(container, cart.id)
})

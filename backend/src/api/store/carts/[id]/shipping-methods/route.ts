import { POST as addShippingMethod } from "@medusajs/medusa/api/store/carts/[id]/shipping-methods/route"
import { waitingForCart } from "../../../../../lib/checkout/conflicts"

/** Medusa's route, waiting for another change of the cart (a discount being applied) instead of failing after 2 s. */
export const POST = waitingForCart(addShippingMethod)

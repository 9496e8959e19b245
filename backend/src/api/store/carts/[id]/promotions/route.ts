import { DELETE as removePromotions, POST as addPromotions } from "@medusajs/medusa/api/store/carts/[id]/promotions/route"
import { waitingForCart } from "../../../../../lib/checkout/conflicts"

/** Medusa's routes, waiting for another change of the cart (the delivery being set) instead of failing after 2 s. */
export const POST = waitingForCart(addPromotions)
export const DELETE = waitingForCart(removePromotions)

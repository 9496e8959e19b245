import { GET, POST as updateCart } from "@medusajs/medusa/api/store/carts/[id]/route"
import { waitingForCart } from "../../../../lib/checkout/conflicts"

export { GET }

/** Medusa's cart update (e-mail, addresses, region), waiting for another change of the cart and tried again after losing the race for a new guest customer. */
export const POST = waitingForCart(updateCart)

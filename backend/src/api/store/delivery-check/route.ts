import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { StoreDeliveryCheck, StoreDeliveryCheckBody } from "@electroshop/contracts/delivery"
import { shopVariant } from "../../../lib/shop/variant"
import { checkoutMessage } from "../../../lib/checkout/messages"
import { courierDelivers, unservedPostcodes } from "../../../lib/delivery-check/courier"

/** `POST /store/delivery-check` — the spec's courier delivery check: does the courier deliver to the address? */
export async function POST(req: MedusaRequest<StoreDeliveryCheckBody>, res: MedusaResponse<StoreDeliveryCheck>) {
  const { delivery_address } = req.validatedBody as StoreDeliveryCheckBody
  const deliverable = courierDelivers(delivery_address.postal_code, unservedPostcodes(shopVariant().variant))
  res.json({ deliverable, message: deliverable ? null : checkoutMessage("courier_unserved") })
}

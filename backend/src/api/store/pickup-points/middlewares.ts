import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PICKUP_POINT_OPTION_CODE, STORE_PICKUP_OPTION_CODE, StorePickupPointQuerySchema, deliveryCode } from "@electroshop/contracts/delivery"
import { withQuery } from "../../hardening"
import { assertPointAvailable, pickupPointMethodData } from "../../../lib/pickup-point/availability"
import { assertStoreAvailable } from "../../../lib/store-pickup/stores"
import { replaceShippingData, type ShippingMethodBody } from "../../../lib/checkout/shipping-data"

/**
 * `POST /store/carts/:id/shipping-methods` with the pickup-point option must
 * name an available point in `data.pickup_point_id` (400 with the spec's
 * "unavailable or congested" message otherwise); the shipping method then
 * holds the point as it was chosen (carrier, name, address, hours), which the
 * order keeps. The store-pickup option likewise names a store
 * (`data.stock_location_id`) that has the cart's items in stock.
 */
async function checkChosenPoint(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = (req.body ?? {}) as ShippingMethodBody
    if (typeof body.option_id !== "string") return next()
    const keep = (data: Record<string, unknown>) => replaceShippingData(req, data)
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [option],
    } = await query.graph({ entity: "shipping_option", fields: ["id", "type.code"], filters: { id: body.option_id } })
    if (option?.type?.code === STORE_PICKUP_OPTION_CODE) {
      const store = await assertStoreAvailable(req.scope, req.params.id, body.data?.stock_location_id)
      keep({
        stock_location_id: store.id,
        store_name: store.name,
        address_1: store.address.address_1,
        city: store.address.city,
        postal_code: store.address.postal_code,
        opening_hours: store.opening_hours_text,
      })
      return next()
    }
    // Also its cash-on-delivery twin (`pickup-point-cod`).
    if (deliveryCode(option?.type?.code) !== PICKUP_POINT_OPTION_CODE) return next()
    const point = await assertPointAvailable(req.scope, body.data?.pickup_point_id)
    keep(pickupPointMethodData(point))
    next()
  } catch (error) {
    next(error)
  }
}

export const storePickupPointMiddlewares: MiddlewareRoute[] = [
  withQuery("/store/pickup-points", StorePickupPointQuerySchema),
  { matcher: "/store/carts/:id/shipping-methods", methods: ["POST"], middlewares: [checkChosenPoint] },
]

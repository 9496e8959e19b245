import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import { replaceShippingData, type ShippingMethodBody } from "../../../lib/checkout/shipping-data"
import { isCourierOption } from "../../../lib/delivery-check/courier"
import { assertTimeslotAvailable } from "../../../lib/delivery-timeslot/timeslots"

/**
 * `POST /store/carts/:id/shipping-methods` with the courier and a window
 * (`data.timeslot` = `<id>@<YYYY-MM-DD>`): the window must be offered and have
 * room (400 on `timeslot` otherwise); the shipping method then keeps its day and
 * times, which the order shows. No window: the courier comes any time that day.
 */
async function checkChosenTimeslot(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = (req.body ?? {}) as ShippingMethodBody
    const timeslot = body.data?.timeslot
    if (timeslot === undefined || !(await isCourierOption(req.scope, body.option_id))) return next()
    replaceShippingData(req, timeslot === "" || timeslot === null ? {} : await assertTimeslotAvailable(req.scope, timeslot))
    next()
  } catch (error) {
    next(error)
  }
}

export const storeDeliveryTimeslotMiddlewares: MiddlewareRoute[] = [
  { matcher: "/store/carts/:id/shipping-methods", methods: ["POST"], middlewares: [checkChosenTimeslot] },
]

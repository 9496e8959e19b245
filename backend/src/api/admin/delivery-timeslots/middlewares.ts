import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateDeliveryTimeslotSchema } from "@electroshop/contracts/delivery"
import { withBody } from "../../hardening"

export const adminDeliveryTimeslotMiddlewares: MiddlewareRoute[] = [withBody("/admin/delivery-timeslots", AdminCreateDeliveryTimeslotSchema)]

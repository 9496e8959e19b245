import type { MiddlewareRoute } from "@medusajs/framework/http"
import { ShippingRatesSchema } from "@electroshop/contracts/delivery"
import { withBody } from "../../hardening"

export const adminShippingRatesMiddlewares: MiddlewareRoute[] = [withBody("/admin/shipping-rates/:id", ShippingRatesSchema)]

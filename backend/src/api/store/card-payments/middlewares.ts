import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreStartCardPaymentSchema } from "@electroshop/contracts/payment"
import { withBody } from "../../hardening"

export const storeCardPaymentMiddlewares: MiddlewareRoute[] = [withBody("/store/card-payments/:order_id", StoreStartCardPaymentSchema)]

import type { MiddlewareRoute } from "@medusajs/framework/http"
import { storeDeliveryCheckSchema } from "@electroshop/contracts/delivery"
import { shopVariant } from "../../../lib/shop/variant"
import { withBody } from "../../hardening"

export const storeDeliveryCheckMiddlewares: MiddlewareRoute[] = [withBody("/store/delivery-check", storeDeliveryCheckSchema(shopVariant().variant))]

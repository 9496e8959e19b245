import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreStoresQuerySchema } from "@electroshop/contracts/delivery"
import { withQuery } from "../../hardening"

export const storeStoreMiddlewares: MiddlewareRoute[] = [withQuery("/store/stores", StoreStoresQuerySchema)]

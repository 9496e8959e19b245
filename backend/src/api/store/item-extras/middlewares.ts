import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreItemExtrasQuerySchema } from "@electroshop/contracts/item-extra"
import { withQuery } from "../../hardening"

export const storeItemExtraMiddlewares: MiddlewareRoute[] = [withQuery("/store/item-extras", StoreItemExtrasQuerySchema)]

import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withQuery } from "../../hardening"
import { StoreTypeCategoriesQuery } from "./validators"

export const storeTypeCategoryMiddlewares: MiddlewareRoute[] = [withQuery("/store/type-categories", StoreTypeCategoriesQuery)]

import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateItemExtraSchema, AdminUpdateItemExtraSchema } from "@electroshop/contracts/item-extra"
import { withBody } from "../../hardening"

export const adminItemExtraMiddlewares: MiddlewareRoute[] = [
  withBody("/admin/item-extras", AdminCreateItemExtraSchema),
  withBody("/admin/item-extras/:id", AdminUpdateItemExtraSchema),
]

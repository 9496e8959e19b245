import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminListPickingSchema, AdminSetPickingStatusSchema } from "@electroshop/contracts/warehouse"
import { withBody, withQuery } from "../../hardening"

export const adminPickingMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/picking", AdminListPickingSchema),
  withBody("/admin/orders/:id/picking", AdminSetPickingStatusSchema),
]

import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateBaremSchema, AdminListBaremsSchema, AdminUpdateBaremSchema } from "@electroshop/contracts/installment"
import { withBody, withQuery } from "../../hardening"

export const adminBaremMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/barems", AdminListBaremsSchema),
  withBody("/admin/barems", AdminCreateBaremSchema),
  withBody("/admin/barems/:id", AdminUpdateBaremSchema),
]

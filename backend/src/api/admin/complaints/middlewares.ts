import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminComplaintListQuerySchema, AdminUpdateComplaintSchema } from "@electroshop/contracts/complaint"
import { withBody, withQuery } from "../../hardening"

export const adminComplaintMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/complaints", AdminComplaintListQuerySchema),
  withBody("/admin/complaints/:id", AdminUpdateComplaintSchema),
]

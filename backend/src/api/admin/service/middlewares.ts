import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  AdminCreateServiceOperationSchema,
  AdminListServiceOrdersSchema,
  AdminServiceOrderStatusSchema,
  AdminUpdateServiceOperationSchema,
} from "@electroshop/contracts/service"
import { csvUploadRoute } from "../../../lib/http/csv-upload"
import { withBody, withQuery } from "../../hardening"

/** The admin's service API: price lists per device model and repair orders. */
export const adminServiceMiddlewares: MiddlewareRoute[] = [
  withBody("/admin/service/operations/:id", AdminUpdateServiceOperationSchema),
  withBody("/admin/service/models/:id/operations", AdminCreateServiceOperationSchema),
  withQuery("/admin/service/orders", AdminListServiceOrdersSchema),
  withBody("/admin/service/orders/:id/status", AdminServiceOrderStatusSchema),
  csvUploadRoute("/admin/service/prices/import"),
]

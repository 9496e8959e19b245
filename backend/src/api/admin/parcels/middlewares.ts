import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminCreateParcelSchema, AdminHandoverScanSchema, AdminListHandoversSchema, AdminParcelLabelsSchema } from "@electroshop/contracts/warehouse"
import { withBody, withQuery } from "../../hardening"

export const adminParcelMiddlewares: MiddlewareRoute[] = [
  withBody("/admin/orders/:id/parcels", AdminCreateParcelSchema),
  withQuery("/admin/parcels/labels", AdminParcelLabelsSchema),
  withQuery("/admin/handovers", AdminListHandoversSchema),
  withBody("/admin/handovers/scan", AdminHandoverScanSchema),
]

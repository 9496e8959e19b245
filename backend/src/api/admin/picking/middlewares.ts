import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  AdminCreateProductLocationSchema,
  AdminListPickingSchema,
  AdminListProductLocationsSchema,
  AdminMoveProductLocationSchema,
  AdminPackingScanSchema,
  AdminPickingListSchema,
  AdminSetPickingStatusSchema,
  AdminStorePickupHandOutSchema,
} from "@electroshop/contracts/warehouse"
import { withBody, withQuery } from "../../hardening"

export const adminPickingMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/picking", AdminListPickingSchema),
  withBody("/admin/orders/:id/picking", AdminSetPickingStatusSchema),
  withBody("/admin/orders/:id/packing/scans", AdminPackingScanSchema),
  withBody("/admin/orders/:id/store-pickup/hand-out", AdminStorePickupHandOutSchema),
  withQuery("/admin/picking/list", AdminPickingListSchema),
  withQuery("/admin/picking/locations", AdminListProductLocationsSchema),
  withBody("/admin/picking/locations", AdminCreateProductLocationSchema),
  withBody("/admin/picking/locations/:id", AdminMoveProductLocationSchema),
]

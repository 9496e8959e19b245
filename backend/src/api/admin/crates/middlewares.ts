import type { MiddlewareRoute } from "@medusajs/framework/http"
import {
  AdminCreateCrateSchema,
  AdminListCratesSchema,
  AdminPickIntoCrateSchema,
  AdminScanCrateSchema,
  AdminUpdateCrateSchema,
} from "@electroshop/contracts/warehouse"
import { withBody, withQuery } from "../../hardening"

export const adminCratesMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/crates", AdminListCratesSchema),
  withBody("/admin/crates", AdminCreateCrateSchema),
  withQuery("/admin/crates/scan", AdminScanCrateSchema),
  withBody("/admin/crates/:id", AdminUpdateCrateSchema),
  withBody("/admin/orders/:id/picking/crate", AdminPickIntoCrateSchema),
]

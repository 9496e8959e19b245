import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withBody, withQuery } from "../../hardening"
import { AdminCreateMetaMaster, AdminListMetaMasters, AdminMasterProducts, AdminSwapMetaMaster, AdminUpdateMetaMaster } from "./validators"

export const metaMasterMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/meta-masters", AdminListMetaMasters),
  withBody("/admin/meta-masters", AdminCreateMetaMaster),
  withBody("/admin/meta-masters/:id", AdminUpdateMetaMaster),
  withBody("/admin/meta-masters/:id/add-master-product", AdminMasterProducts),
  withBody("/admin/meta-masters/:id/remove-master-product", AdminMasterProducts),
  withQuery("/admin/meta-masters/exclude-meta-master/:excluded_meta_master_id", AdminListMetaMasters),
  withBody("/admin/meta-masters/swap-meta-master/:master_product_id", AdminSwapMetaMaster),
]

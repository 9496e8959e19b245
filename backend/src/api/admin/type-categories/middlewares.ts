import type { MiddlewareRoute } from "@medusajs/framework/http"
import { withBody, withQuery } from "../../hardening"
import { BulkProductCategories } from "../product-categories-bulk/validators"
import { GridParams } from "../product-categories-bulk/grid-query"
import { CreateTypeCategory, MoveTypeCategory } from "./validators"

/**
 * Type categories (Medusa product categories with the shop's fields): the
 * admin tree and bulk assignment. An update validates
 * in its route (see `[id]/route.ts`).
 */
export const typeCategoryMiddlewares: MiddlewareRoute[] = [
  withBody("/admin/type-categories", CreateTypeCategory),
  withBody("/admin/type-categories/:id/move", MoveTypeCategory, ["POST", "PATCH"]),
  withQuery("/admin/product-categories-bulk/products", GridParams),
  {
    // Bulk category assignment: up to 20,000 product ids in one request (~700 kB of JSON).
    matcher: "/admin/product-categories-bulk/*",
    methods: ["POST"],
    bodyParser: { sizeLimit: "2mb" },
  },
  withBody("/admin/product-categories-bulk/add", BulkProductCategories),
  withBody("/admin/product-categories-bulk/remove", BulkProductCategories),
]

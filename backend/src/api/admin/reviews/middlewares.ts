import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminListReviewsSchema, AdminUpdateReviewSchema } from "@electroshop/contracts/review"
import { withBody, withQuery } from "../../hardening"

export const adminReviewMiddlewares: MiddlewareRoute[] = [
  withQuery("/admin/reviews", AdminListReviewsSchema),
  withBody("/admin/reviews/:id", AdminUpdateReviewSchema),
]

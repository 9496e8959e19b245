import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreCreateReviewSchema, StoreListReviewsSchema } from "@electroshop/contracts/review"
import { authenticate, validateBody, withQuery } from "../../hardening"

/** Writing, voting and the shopper's own data need a signed-in customer (Medusa's customer auth: session or bearer token). */
const customer = authenticate("customer", ["session", "bearer"])

export const storeReviewMiddlewares: MiddlewareRoute[] = [
  withQuery("/store/reviews", StoreListReviewsSchema),
  { matcher: "/store/reviews", methods: ["POST"], middlewares: [customer, validateBody(StoreCreateReviewSchema)] },
  { matcher: "/store/reviews/user-data/:handle", methods: ["GET"], middlewares: [customer] },
  { matcher: "/store/reviews/to-review", methods: ["GET"], middlewares: [customer] },
  { matcher: "/store/reviews/:id/helpful", methods: ["POST"], middlewares: [customer] },
]

import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreComplaintSchema } from "@electroshop/contracts/complaint"
import { StoreWithdrawalSchema } from "@electroshop/contracts/withdrawal"
import { withBody } from "../../hardening"

export const storeOrderMiddlewares: MiddlewareRoute[] = [
  withBody("/store/orders/:id/withdrawal", StoreWithdrawalSchema),
  withBody("/store/orders/:id/complaints", StoreComplaintSchema),
]

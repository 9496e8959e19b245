import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminSetLeaseContractSchema } from "@electroshop/contracts/payment"
import { withBody } from "../../hardening"

export const adminLeaseContractMiddlewares: MiddlewareRoute[] = [withBody("/admin/lease-contracts/:order_id", AdminSetLeaseContractSchema)]

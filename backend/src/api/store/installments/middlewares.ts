import type { MiddlewareRoute } from "@medusajs/framework/http"
import { StoreInstallmentOptionsSchema, StoreLeaseOptionsSchema } from "@electroshop/contracts/installment"
import { withQuery } from "../../hardening"

export const storeInstallmentMiddlewares: MiddlewareRoute[] = [
  withQuery("/store/installments/options", StoreInstallmentOptionsSchema),
  withQuery("/store/leases/options", StoreLeaseOptionsSchema),
]

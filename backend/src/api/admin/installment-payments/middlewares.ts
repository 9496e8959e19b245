import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminSetInstallmentStatusSchema } from "@electroshop/contracts/payment"
import { withBody } from "../../hardening"

export const adminInstallmentPaymentMiddlewares: MiddlewareRoute[] = [withBody("/admin/installment-payments/:order_id", AdminSetInstallmentStatusSchema)]

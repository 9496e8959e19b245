import type { MiddlewareRoute } from "@medusajs/framework/http"
import { AdminShopAccountSchema } from "@electroshop/contracts/account"
import { withBody } from "../../hardening"

export const adminCustomerMiddlewares: MiddlewareRoute[] = [
  // Staff mark a customer as a shop account (the admin widget on the customer page).
  withBody("/admin/customers/:id/shop-account", AdminShopAccountSchema),
]

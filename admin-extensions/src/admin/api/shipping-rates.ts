import type { AdminShippingRateList, AdminShippingRateOption, ShippingRates } from "@electroshop/contracts/delivery"
import { api } from "../lib/sdk"

export type { AdminShippingRateOption, ShippingRates } from "@electroshop/contracts/delivery"

/** Typed calls of the delivery-prices admin API (docs/api/checkout.md "Delivery prices by weight", backend/src/api/admin/shipping-rates/**). */
export const shippingRateKeys = { all: ["electroshop", "shipping-rates"] as const }

export const shippingRateApi = {
  list: () => api<AdminShippingRateList>("/admin/shipping-rates"),
  update: (id: string, body: ShippingRates) => api<{ shipping_rate: AdminShippingRateOption }>(`/admin/shipping-rates/${id}`, { method: "POST", body }),
}

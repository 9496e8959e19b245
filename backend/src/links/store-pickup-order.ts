import { defineLink } from "@medusajs/framework/utils"
import OrderModule from "@medusajs/medusa/order"
import StockLocationModule from "@medusajs/medusa/stock-location"

/**
 * A store (stock location) ↔ the orders collected there (one store, many
 * orders): made as a store-pickup order's reservations move to the store
 * (workflows/store-pickup/reserve-at-chosen-store.ts). It is what limits store
 * staff to their stores' orders (api/admin/staff/store-scope.ts).
 */
export default defineLink(StockLocationModule.linkable.stockLocation, {
  linkable: OrderModule.linkable.order,
  isList: true,
})

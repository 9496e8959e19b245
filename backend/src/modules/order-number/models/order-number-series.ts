import { model } from "@medusajs/framework/utils"

/** The last order number given: one row (`id` "order"), whose lock serialises the numbering of orders. */
export const OrderNumberSeries = model.define("order_number_series", {
  id: model.text().primaryKey(),
  last_number: model.number(),
})

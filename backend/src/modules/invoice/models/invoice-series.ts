import { model } from "@medusajs/framework/utils"

/** The last number given in a series (`id`: its prefix and year, "FV2026"), whose row lock serialises the numbering. */
export const InvoiceSeries = model.define("invoice_series", {
  id: model.text().primaryKey(),
  last_number: model.number(),
})

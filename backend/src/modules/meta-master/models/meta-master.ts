import { model } from "@medusajs/framework/utils"

/**
 * A meta master groups master products (Medusa products) that are the same
 * device in other qualities or conditions: new, used A+ … D. The members are
 * linked products (src/links/meta-master-product.ts, a product belongs to at
 * most one meta master), so the product page can offer "the same device in
 * another quality".
 */
export const MetaMaster = model.define("meta_master", {
  id: model.id({ prefix: "mmas" }).primaryKey(),
  name: model.text().searchable(),
  description: model.text().nullable(),
})

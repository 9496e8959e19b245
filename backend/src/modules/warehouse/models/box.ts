import { model } from "@medusajs/framework/utils"

/**
 * A shipping box the packing station chooses from (issue 36): its outside size in whole centimetres,
 * longest side first, which the parcel is registered with, and its own weight, added to the products'.
 * Names are unique among the shop's boxes, as packers call them by name.
 */
export const Box = model
  .define("box", {
    id: model.id({ prefix: "box" }).primaryKey(),
    name: model.text(),
    length_cm: model.number(),
    width_cm: model.number(),
    height_cm: model.number(),
    weight_g: model.number(),
  })
  .indexes([{ on: ["name"], unique: true, where: "deleted_at IS NULL" }])

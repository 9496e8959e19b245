import { CONDITION_KINDS, CONDITION_TYPES, GRADES } from "@electroshop/contracts/buyout"
import { model } from "@medusajs/framework/utils"

/**
 * The device catalogue of the buy-out selector: type → manufacturer → model →
 * colour. Values are URL slugs (`telefony`, `apple`, `iphone-13`); a colour's
 * `value` is unique across all models (`iphone-13-black`) because it alone
 * identifies the device in the appraisal calls (`device_identifier`), while its
 * `slug` (`black`) is the last segment of the storefront path.
 */
export const BuyoutDeviceType = model.define("buyout_device_type", {
  id: model.id({ prefix: "bdt" }).primaryKey(),
  value: model.text().unique(),
  label: model.text(),
  for_buyout: model.boolean().default(true),
  /**
   * Neutral device code (`phone`, `tablet`, `watch`) shared with the shop's
   * type categories (`type_category.type_device`) and product
   * metadata.device_type: the selector offers the type only while a category
   * with this code is flagged `for_buyout` (src/modules/buyout/queries.ts).
   */
  type_device: model.text().nullable(),
  position: model.number().default(0),
  device_models: model.hasMany(() => BuyoutDeviceModel, { mappedBy: "device_type" }),
})

export const BuyoutManufacturer = model.define("buyout_manufacturer", {
  id: model.id({ prefix: "bman" }).primaryKey(),
  value: model.text().unique(),
  label: model.text(),
  position: model.number().default(0),
  device_models: model.hasMany(() => BuyoutDeviceModel, { mappedBy: "manufacturer" }),
})

export const BuyoutDeviceModel = model
  .define("buyout_device_model", {
    id: model.id({ prefix: "bmod" }).primaryKey(),
    value: model.text().unique(),
    label: model.text().searchable(),
    position: model.number().default(0),
    is_active: model.boolean().default(true),
    /** Floor of every offer for this model, whole units of the deployment currency. */
    minimal_buyout_price: model.number().default(0),
    /**
     * Up to this percentage is added to the offer when the seller buys a device
     * in the shop ("Max bonus {0}%"); null when the model has no such bonus.
     */
    max_bonus_percent: model.number().nullable(),
    /** Hash of prices and conditions; recomputed by the service on every change. */
    appraisal_version: model.text().default(""),
    device_type: model.belongsTo(() => BuyoutDeviceType, { mappedBy: "device_models" }),
    manufacturer: model.belongsTo(() => BuyoutManufacturer, { mappedBy: "device_models" }),
    colors: model.hasMany(() => BuyoutColor, { mappedBy: "device_model" }),
    appraisal_results: model.hasMany(() => BuyoutAppraisalResult, { mappedBy: "device_model" }),
    device_conditions: model.hasMany(() => BuyoutDeviceCondition, { mappedBy: "device_model" }),
  })
  .cascades({ delete: ["colors", "appraisal_results", "device_conditions"] })

export const BuyoutColor = model
  .define("buyout_color", {
    id: model.id({ prefix: "bcol" }).primaryKey(),
    value: model.text().unique(),
    slug: model.text(),
    label: model.text(),
    image_alt: model.text().default(""),
    hex: model.text().nullable(),
    position: model.number().default(0),
    device_model: model.belongsTo(() => BuyoutDeviceModel, { mappedBy: "colors" }),
  })
  .indexes([{ on: ["device_model_id", "slug"], unique: true }])

/** A grade the model can be bought in, with its base price. Numeric ids, as the appraisal rule expects. */
export const BuyoutAppraisalResult = model.define("buyout_appraisal_result", {
  id: model.autoincrement().primaryKey(),
  quality: model.enum([...GRADES]).nullable(),
  price: model.number().default(0),
  url: model.text().default(""),
  device_model: model.belongsTo(() => BuyoutDeviceModel, { mappedBy: "appraisal_results" }),
})

/**
 * A question of the questionnaire. `type` is `quality` (the answer decides the
 * grade) or `common` (price correction only); `kind` marks the original-charger
 * and battery questions, which the appraisal ignores for the grade.
 */
export const BuyoutDeviceCondition = model
  .define("buyout_device_condition", {
    id: model.id({ prefix: "bcnd" }).primaryKey(),
    name: model.text(),
    type: model.enum([...CONDITION_TYPES]).default("quality"),
    kind: model.enum([...CONDITION_KINDS]).nullable(),
    position: model.number().default(0),
    device_model: model.belongsTo(() => BuyoutDeviceModel, { mappedBy: "device_conditions" }),
    choices: model.hasMany(() => BuyoutConditionChoice, { mappedBy: "condition" }),
  })
  .cascades({ delete: ["choices"] })

/**
 * An answer. Its id is the `value` sent in `device_condition_choices`;
 * `appraisal_result_id` points at a result of the same model, or is null
 * for "we do not buy the device in this state".
 */
export const BuyoutConditionChoice = model.define("buyout_condition_choice", {
  id: model.autoincrement().primaryKey(),
  label: model.text(),
  appraisal_result_id: model.number().nullable(),
  price_correction: model.number().default(0),
  position: model.number().default(0),
  condition: model.belongsTo(() => BuyoutDeviceCondition, { mappedBy: "choices" }),
})

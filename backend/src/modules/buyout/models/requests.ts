import { BUYOUT_STATUSES } from "@electroshop/contracts/buyout"
import { model } from "@medusajs/framework/utils"
import { requestDeviceFields, requestFields, requestIndexes, statusChangeFields } from "../../shared/request-fields"

// The statuses are part of the API (filters, transitions); declared in the contracts.
export { BUYOUT_STATUSES }

/** The offer the appraisal computed from the answers, as a quote and a sale keep it. */
const appraisedOfferFields = {
  appraisal_version: model.text(),
  device_condition_choices: model.json(),
  quality: model.text(),
  price: model.number(),
}

/** A postal address: the seller's (a sale) and a branch's (a centre). */
const postalAddressFields = {
  street: model.text(),
  city: model.text(),
  postcode: model.text(),
  country: model.text(),
}

/**
 * A sale of a device to the shop. Appraisal and device data are snapshots
 * taken at the time of the sale, so later catalogue changes never alter it.
 * `*_encrypted` columns hold AES-256-GCM ciphertext (see lib/pii-crypto.ts).
 */
export const BuyoutRequest = model
  .define("buyout_request", {
    id: model.id({ prefix: "bout" }).primaryKey(),
    ...requestFields(BUYOUT_STATUSES),
    // Device and appraisal snapshot
    device_model_id: model.text().nullable(),
    ...requestDeviceFields,
    appraisal: model.json(),
    ...appraisedOfferFields,
    offered_price: model.number().nullable(),
    note: model.text().nullable(),
    // Customer
    first_name: model.text().searchable(),
    last_name: model.text().searchable(),
    degree_before_name: model.text().nullable(),
    gender: model.text(),
    email: model.text().searchable(),
    phone_number: model.text(),
    ...postalAddressFields,
    district: model.text().nullable(),
    nationality: model.text(),
    place_of_birth: model.text(),
    identity_released_by: model.text(),
    identity_valid_to: model.text(),
    bank_code: model.text().nullable(),
    personal_identification_number_encrypted: model.text(),
    identity_card_number_encrypted: model.text(),
    bank_account_full_number_encrypted: model.text(),
    pickup_address: model.json().nullable(),
    /** When the retention job erased the seller's personal data (jobs/buyout-personal-data-retention.ts); the sale itself stays. */
    personal_data_erased_at: model.dateTime().nullable(),
    status_history: model.hasMany(() => BuyoutStatusHistory, { mappedBy: "buyout_request" }),
    pii_reveals: model.hasMany(() => BuyoutPiiReveal, { mappedBy: "buyout_request" }),
  })
  .indexes([...requestIndexes, { on: ["email"] }])
  .cascades({ delete: ["status_history", "pii_reveals"] })

export const BuyoutStatusHistory = model.define("buyout_status_history", {
  id: model.id({ prefix: "bsh" }).primaryKey(),
  ...statusChangeFields,
  offered_price: model.number().nullable(),
  buyout_request: model.belongsTo(() => BuyoutRequest, { mappedBy: "status_history" }),
})

/** Who revealed which personal data of a sale, and when (created_at). */
export const BuyoutPiiReveal = model.define("buyout_pii_reveal", {
  id: model.id({ prefix: "bpr" }).primaryKey(),
  actor_id: model.text(),
  fields: model.json(),
  reason: model.text().nullable(),
  ip: model.text().nullable(),
  buyout_request: model.belongsTo(() => BuyoutRequest, { mappedBy: "pii_reveals" }),
})

/** A quote sent by e-mail; `code` reopens it (`?url_code=`). */
export const BuyoutQuote = model.define("buyout_quote", {
  id: model.id({ prefix: "bq" }).primaryKey(),
  code: model.text().unique(),
  email: model.text(),
  device_model_id: model.text(),
  color_id: model.text(),
  color_value: model.text(),
  ...appraisedOfferFields,
  note: model.text().nullable(),
  currency_code: model.text(),
  expires_at: model.dateTime(),
})

/**
 * A shop's branch where devices are sold to the shop and/or handed in for
 * repair: the buy-out and the service share the branches, each flagged for
 * what it does (GET /store/service/service-buyout-centers lists both kinds).
 */
export const BuyoutCenter = model.define("buyout_center", {
  id: model.id({ prefix: "bcen" }).primaryKey(),
  name: model.text(),
  ...postalAddressFields,
  phone: model.text().nullable(),
  email: model.text().nullable(),
  /** `[{ days: "Po–Pá", hours: "9:00–18:00" }, …]` in the shop language. */
  opening_hours: model.json(),
  position: model.number().default(0),
  is_active: model.boolean().default(true),
  offers_buyout: model.boolean().default(true),
  offers_service: model.boolean().default(false),
})

import { model } from "@medusajs/framework/utils"

/**
 * What a customer's request has in every domain that numbers it and moves it
 * through a lifecycle (a buy-out sale, a repair order); the module's service
 * gives it its number from `display_id` and folds its searchable words.
 */
export const requestFields = <Status extends string>(statuses: readonly ("new" | Status)[]) => ({
  /** From a database sequence: the shop's number is made of it. */
  display_id: model.autoincrement(),
  number: model.text().nullable(),
  status: model.enum([...statuses]).default("new"),
  currency_code: model.text(),
  /** Number, e-mail, name (and what else the service adds) folded by `foldForSearch`, for the admin's accent-blind search. */
  search_text: model.text().default(""),
})

/** The customer's device as identified when the request was made; labels are a snapshot, so later catalogue changes never alter it. */
export const requestDeviceFields = {
  color_id: model.text().nullable(),
  /** `{ type, manufacturer, model, color }` labels. */
  device: model.json(),
  imei: model.text().nullable(),
  serial_number: model.text().nullable(),
}

export const requestIndexes: { on: ("number" | "status")[]; unique?: boolean }[] = [{ on: ["number"], unique: true }, { on: ["status"] }]

/** One status change of a request, with who made it. */
export const statusChangeFields = {
  from_status: model.text().nullable(),
  to_status: model.text(),
  /** Shown to the customer (status page, e-mail). */
  note: model.text().nullable(),
  /** `customer`, `admin` or `system`. */
  actor_type: model.text(),
  actor_id: model.text().nullable(),
}

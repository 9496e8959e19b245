import { model } from "@medusajs/framework/utils"

/**
 * A courier delivery window staff offer: every week on an ISO weekday
 * (1 Monday … 7 Sunday) or on one date (`YYYY-MM-DD`), from–to local time
 * (`HH:MM`), for at most `capacity` orders (null: no limit).
 */
export const DeliveryTimeslot = model
  .define("delivery_timeslot", {
    id: model.id({ prefix: "dts" }).primaryKey(),
    weekday: model.number().nullable(),
    date: model.text().nullable(),
    from_time: model.text(),
    to_time: model.text(),
    capacity: model.number().nullable(),
  })
  .indexes([{ on: ["weekday"] }, { on: ["date"] }])

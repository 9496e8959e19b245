import { model } from "@medusajs/framework/utils"

/** The hits of one key in one slice of its sliding window (lib/http/rate-limit.ts), shared by every backend process. */
export const RateLimitCounter = model
  .define("rate_limit_counter", {
    id: model.id({ prefix: "rlc" }).primaryKey(),
    key: model.text(),
    window_start: model.dateTime(),
    hits: model.number().default(0),
  })
  .indexes([{ on: ["key", "window_start"], unique: true, where: null }])

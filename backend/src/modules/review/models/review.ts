import { model } from "@medusajs/framework/utils"

export const REVIEW_STATES = ["pending", "approved", "disapproved"] as const

/**
 * A verified product review: written by a customer who bought the product
 * (checked by the create workflow), published only once staff approve it.
 * `product_id` / `customer_id` are the keys of the read-only module links in
 * src/links/review-*.ts (no link table: the list filters by product in SQL).
 */
export const Review = model
  .define("review", {
    id: model.id({ prefix: "rev" }).primaryKey(),
    product_id: model.text(),
    customer_id: model.text(),
    rating: model.number(),
    pros: model.text().nullable(),
    cons: model.text().nullable(),
    text: model.text(),
    /** The name shown with the review (from the customer's profile); hidden publicly when anonymous. */
    full_name: model.text(),
    anonymous: model.boolean().default(false),
    state: model.enum([...REVIEW_STATES]).default("pending"),
    helpful_count: model.number().default(0),
    votes: model.hasMany(() => ReviewVote, { mappedBy: "review" }),
  })
  .indexes([
    { on: ["product_id", "state"] },
    // One review per customer and product: "products still to review" are the bought ones without a row here.
    { on: ["customer_id", "product_id"], unique: true, where: "deleted_at IS NULL" },
  ])
  .checks([(columns) => `${columns.rating} BETWEEN 1 AND 5`])

/** One "helpful" vote per customer and review, so the count cannot be pumped by one shopper. */
export const ReviewVote = model
  .define("review_vote", {
    id: model.id({ prefix: "revv" }).primaryKey(),
    customer_id: model.text(),
    review: model.belongsTo(() => Review, { mappedBy: "votes" }),
  })
  .indexes([{ on: ["review_id", "customer_id"], unique: true, where: "deleted_at IS NULL" }])

import { pick } from "../pick"
import type { AdminReview, PublicReview } from "@electroshop/contracts/review"

type Row = Record<string, any>

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/** What anyone may read: an anonymous review hides the author's name. */
export function publicReview(row: Row): PublicReview {
  return {
    ...pick(row, ["id", "rating", "text", "anonymous", "helpful_count"]),
    pros: row.pros ?? null,
    cons: row.cons ?? null,
    full_name: row.anonymous ? null : row.full_name,
    created_at: iso(row.created_at),
  }
}

export function adminReview(row: Row): AdminReview {
  return {
    ...publicReview(row),
    ...pick(row, ["full_name", "state", "product_id", "customer_id"]),
    product: row.product ? { id: row.product.id, title: row.product.title, handle: row.product.handle } : null,
    updated_at: iso(row.updated_at),
  }
}

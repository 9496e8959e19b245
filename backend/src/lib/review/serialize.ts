import type { AdminReview, PublicReview } from "@electroshop/contracts/review"

type Row = Record<string, any>

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))

/** What anyone may read: an anonymous review hides the author's name. */
export function publicReview(row: Row): PublicReview {
  return {
    id: row.id,
    rating: row.rating,
    pros: row.pros ?? null,
    cons: row.cons ?? null,
    text: row.text,
    full_name: row.anonymous ? null : row.full_name,
    anonymous: row.anonymous,
    helpful_count: row.helpful_count,
    created_at: iso(row.created_at),
  }
}

export function adminReview(row: Row): AdminReview {
  return {
    ...publicReview(row),
    full_name: row.full_name,
    state: row.state,
    product_id: row.product_id,
    customer_id: row.customer_id,
    product: row.product ? { id: row.product.id, title: row.product.title, handle: row.product.handle } : null,
    updated_at: iso(row.updated_at),
  }
}

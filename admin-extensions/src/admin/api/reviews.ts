import type { AdminReview, AdminReviewList, ReviewState } from "@electroshop/contracts/review"
import { api } from "../lib/sdk"

export type { AdminReview, ReviewState } from "@electroshop/contracts/review"

/** Typed calls of the reviews admin API (docs/api/reviews.md, backend/src/api/admin/reviews/**). */
export const REVIEW_PAGE_SIZE = 20

/** One save-error toast on this screen: a new failure replaces it, a success removes it. */
export const SAVE_ERROR_TOAST = "review-save-failed"

/** The grid's filters, kept in the URL; "" is no filter. */
export type ReviewFilters = { product_id: string; rating: string; state: ReviewState | ""; page: number }

export function filtersFromParams(params: URLSearchParams): ReviewFilters {
  const state = params.get("state") ?? ""
  return {
    product_id: params.get("product_id") ?? "",
    rating: params.get("rating") ?? "",
    state: (["pending", "approved", "disapproved"].includes(state) ? state : "") as ReviewFilters["state"],
    page: Math.max(1, Number(params.get("page")) || 1),
  }
}

export function filtersToParams(filters: ReviewFilters): Record<string, string> {
  const entries = Object.entries({ ...filters, page: filters.page > 1 ? String(filters.page) : "" })
  return Object.fromEntries(entries.filter(([, v]) => v !== "")) as Record<string, string>
}

export const reviewKeys = {
  all: ["electroshop", "reviews"] as const,
  list: (filters: ReviewFilters) => [...reviewKeys.all, "list", filters] as const,
}

export const reviewApi = {
  list: (f: ReviewFilters) =>
    api<AdminReviewList>("/admin/reviews", {
      query: {
        product_id: f.product_id || undefined,
        rating: f.rating || undefined,
        state: f.state || undefined,
        limit: REVIEW_PAGE_SIZE,
        offset: (f.page - 1) * REVIEW_PAGE_SIZE,
      },
    }),
  approve: (id: string) => api<{ review: AdminReview }>(`/admin/reviews/${id}/approve`, { method: "POST" }),
  disapprove: (id: string) => api<{ review: AdminReview }>(`/admin/reviews/${id}/disapprove`, { method: "POST" }),
  update: (id: string, body: { text?: string; pros?: string | null; cons?: string | null }) =>
    api<{ review: AdminReview }>(`/admin/reviews/${id}`, { method: "POST", body }),
}

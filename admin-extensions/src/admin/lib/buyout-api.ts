import { sdk } from "./sdk"
import type { BuyoutListFilters } from "./buyout-filters"
import { listQuery } from "./buyout-filters"

/**
 * Typed calls of the buy-out admin API (README "Buy-out (trade-in) API",
 * backend/src/api/admin/buyouts/** and /admin/buyout/**). Every screen of the
 * buy-out admin goes through these functions, so paths and shapes live here once.
 */

export type BuyoutStatus = "new" | "device_received" | "inspected" | "re_offer" | "accepted" | "paid" | "returned" | "cancelled"

export type BuyoutListItem = {
  id: string
  number: string
  status: BuyoutStatus
  created_at: string
  first_name: string
  last_name: string
  email: string
  device: string
  quality: string | null
  price: number
  offered_price: number | null
  currency_code: string
}

export type LabelValue = { value: string; label: string }

export type AppraisalResult = { id: number; quality: string | null; price: number; url: string }

export type BuyoutDetail = Omit<BuyoutListItem, "device"> & {
  allowed_transitions: BuyoutStatus[]
  device: {
    product_type: LabelValue
    product_manufacturer: LabelValue
    product_model: LabelValue
    product_color: LabelValue & { image_alt?: string; slug?: string }
  }
  appraisal: {
    appraisal_result: AppraisalResult[]
    version: string
    minimal_buyout_price: number
    result: AppraisalResult | null
    answers: { condition_id: string; condition_name: string; value: number; label: string; price_correction: number }[]
  } | null
  appraisal_version: string
  customer_data: Record<string, string | null>
  pickup_address: Record<string, string | null> | null
  buyout_device: { imei: string | null; serial_number: string | null; note: string | null }
  status_history: {
    id: string
    from_status: BuyoutStatus | null
    to_status: BuyoutStatus
    note: string | null
    actor_type: string | null
    actor_id: string | null
    offered_price: number | null
    created_at: string
  }[]
}

export type BuyoutReveal = {
  id: string
  actor_id: string
  actor_email: string | null
  fields: string[]
  reason: string | null
  ip: string | null
  created_at: string
}

export type BuyoutModelRow = {
  id: string
  value: string
  label: string
  is_active: boolean
  minimal_buyout_price: number
  max_bonus_percent: number | null
  appraisal_version: string
  device_type: { id: string; value: string; label: string }
  manufacturer: { id: string; value: string; label: string }
}

export type BuyoutChoice = { id: number; value: number; label: string; appraisal_result: number | null; price_correction: number }
export type BuyoutCondition = { id: string; name: string; type: "quality" | "common"; kind: string | null; choices: BuyoutChoice[] }
export type BuyoutColor = { id: string; value: string; slug: string; label: string; image_alt: string; hex: string | null }

export type BuyoutModelDetail = BuyoutModelRow & {
  product_id: string | null
  product: { id: string; title: string; handle: string } | null
  colors: BuyoutColor[]
  appraisal_results: AppraisalResult[]
  device_conditions: BuyoutCondition[]
}

export type BuyoutQuality = "A+" | "A" | "B" | "C" | "D"
/** The grades in their order (mirrors QUALITIES of @electroshop/domain, which is CommonJS-only, see money.ts). */
export const BUYOUT_QUALITIES: readonly BuyoutQuality[] = ["A+", "A", "B", "C", "D"]

export type NewBuyoutModel = { value: string; label: string; device_type_id: string; manufacturer_id: string; minimal_buyout_price: number }
export type NewBuyoutChoice = { label: string; appraisal_result_id: number | null; price_correction: number }

export type PriceImportResult = { rows: number; updated: number; created: number; unchanged: number; models: number }

/** The body of an API error, kept whole (the JS SDK's FetchError keeps only the message). */
export class BuyoutApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: { code?: string; missing?: string[]; errors?: Record<string, unknown> } = {},
  ) {
    super(message)
  }
}

export const buyoutApi = {
  list: (filters: BuyoutListFilters) =>
    sdk.client.fetch<{ buyouts: BuyoutListItem[]; count: number; offset: number; limit: number }>("/admin/buyouts", {
      query: listQuery(filters),
    }),
  retrieve: (id: string) => sdk.client.fetch<{ buyout: BuyoutDetail }>(`/admin/buyouts/${id}`),
  changeStatus: (id: string, body: { status: BuyoutStatus; note?: string; offered_price?: number }) =>
    sdk.client.fetch<{ buyout: BuyoutDetail }>(`/admin/buyouts/${id}/status`, { method: "POST", body }),
  reveal: (id: string, reason?: string) =>
    sdk.client.fetch<{ customer_data: Record<string, string | null>; revealed_at: string }>(`/admin/buyouts/${id}/reveal`, {
      method: "POST",
      body: reason ? { reason } : {},
    }),
  reveals: (id: string) => sdk.client.fetch<{ reveals: BuyoutReveal[] }>(`/admin/buyouts/${id}/reveals`),

  models: (q: string) =>
    sdk.client.fetch<{ models: BuyoutModelRow[]; count: number }>("/admin/buyout/models", {
      query: { limit: 200, ...(q ? { q } : {}) },
    }),
  model: (id: string) => sdk.client.fetch<{ model: BuyoutModelDetail }>(`/admin/buyout/models/${id}`),
  updateModel: (id: string, body: { minimal_buyout_price?: number; max_bonus_percent?: number | null; product_id?: string | null; is_active?: boolean }) =>
    sdk.client.fetch<{ model: BuyoutModelDetail }>(`/admin/buyout/models/${id}`, { method: "POST", body }),
  types: () => sdk.client.fetch<{ types: { id: string; value: string; label: string }[] }>("/admin/buyout/types"),
  manufacturers: () =>
    sdk.client.fetch<{ manufacturers: { id: string; value: string; label: string }[] }>("/admin/buyout/manufacturers"),
  createModel: (body: NewBuyoutModel) =>
    sdk.client.fetch<{ model: BuyoutModelDetail }>("/admin/buyout/models", { method: "POST", body }),
  deleteModel: (id: string) => sdk.client.fetch(`/admin/buyout/models/${id}`, { method: "DELETE" }),
  createColor: (modelId: string, body: { slug: string; label: string }) =>
    sdk.client.fetch(`/admin/buyout/models/${modelId}/colors`, { method: "POST", body }),
  deleteColor: (id: string) => sdk.client.fetch(`/admin/buyout/colors/${id}`, { method: "DELETE" }),
  createResult: (modelId: string, body: { quality: BuyoutQuality | null; price: number; url?: string }) =>
    sdk.client.fetch(`/admin/buyout/models/${modelId}/appraisal-results`, { method: "POST", body }),
  deleteResult: (id: number) => sdk.client.fetch(`/admin/buyout/appraisal-results/${id}`, { method: "DELETE" }),
  createCondition: (modelId: string, body: { name: string; type: "quality" | "common" }) =>
    sdk.client.fetch(`/admin/buyout/models/${modelId}/conditions`, { method: "POST", body }),
  deleteCondition: (id: string) => sdk.client.fetch(`/admin/buyout/conditions/${id}`, { method: "DELETE" }),
  createChoice: (conditionId: string, body: NewBuyoutChoice) =>
    sdk.client.fetch(`/admin/buyout/conditions/${conditionId}/choices`, { method: "POST", body }),
  deleteChoice: (id: number) => sdk.client.fetch(`/admin/buyout/choices/${id}`, { method: "DELETE" }),
  updateColor: (id: string, body: { label?: string; image_alt?: string }) =>
    sdk.client.fetch(`/admin/buyout/colors/${id}`, { method: "POST", body }),
  updateResult: (id: number, body: { price?: number; url?: string }) =>
    sdk.client.fetch(`/admin/buyout/appraisal-results/${id}`, { method: "POST", body }),
  updateChoice: (id: number, body: { price_correction?: number; label?: string }) =>
    sdk.client.fetch(`/admin/buyout/choices/${id}`, { method: "POST", body }),

  /**
   * Multipart upload of the price list (field `file`). Plain fetch with the
   * dashboard's session cookie: the error body's `missing` columns are needed,
   * which the SDK's FetchError would drop.
   */
  importPrices: async (file: File): Promise<PriceImportResult> => {
    const form = new FormData()
    form.append("file", file)
    const base = (typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__) || "/"
    const url = new URL("admin/buyout/prices/import", new URL(base.endsWith("/") ? base : `${base}/`, window.location.origin))
    const res = await fetch(url, { method: "POST", body: form, credentials: "include", headers: { accept: "application/json" } })
    const body = await res.json().catch(() => ({}))
    if (!res.ok) throw new BuyoutApiError(body.message ?? res.statusText, res.status, body)
    return body as PriceImportResult
  },
}

export const buyoutKeys = {
  all: ["electroshop", "buyouts"] as const,
  list: (filters: BuyoutListFilters) => ["electroshop", "buyouts", "list", filters] as const,
  detail: (id: string) => ["electroshop", "buyouts", "detail", id] as const,
  reveals: (id: string) => ["electroshop", "buyouts", "reveals", id] as const,
  models: (q: string) => ["electroshop", "buyout-catalogue", "models", q] as const,
  model: (id: string) => ["electroshop", "buyout-catalogue", "model", id] as const,
  lookups: ["electroshop", "buyout-catalogue", "lookups"] as const,
}

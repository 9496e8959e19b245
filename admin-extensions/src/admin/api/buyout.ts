import type {
  AdminBuyoutDetail,
  AdminBuyoutListResponse,
  AdminBuyoutModelDetail,
  AdminBuyoutModelRow,
  AdminBuyoutReveal,
  AdminCreateChoice,
  AdminCreateModel,
  AdminStatusChange,
  AdminUpdateModel,
  ConditionKind,
  ConditionType,
  Grade,
  PriceImportResult,
} from "@electroshop/contracts/buyout"
import { api, uploadCsv } from "../lib/sdk"
import type { BuyoutListFilters } from "../lib/buyout-filters"
import { listQuery } from "../lib/buyout-filters"

/**
 * Typed calls of the buy-out admin API (docs/api/buyout.md,
 * backend/src/api/admin/buyouts/** and /admin/buyout/**). Every screen of the
 * buy-out admin goes through these functions, so paths live here once; the
 * request and response shapes are the contracts' (@electroshop/contracts/buyout).
 */
export const buyoutApi = {
  list: (filters: BuyoutListFilters) =>
    api<AdminBuyoutListResponse>("/admin/buyouts", {
      query: listQuery(filters),
    }),
  retrieve: (id: string) => api<{ buyout: AdminBuyoutDetail }>(`/admin/buyouts/${id}`),
  changeStatus: (id: string, body: AdminStatusChange) => api<{ buyout: AdminBuyoutDetail }>(`/admin/buyouts/${id}/status`, { method: "POST", body }),
  reveal: (id: string, reason: string) =>
    api<{ customer_data: Record<string, string | null>; revealed_at: string }>(`/admin/buyouts/${id}/reveal`, {
      method: "POST",
      body: { reason },
    }),
  reveals: (id: string) => api<{ reveals: AdminBuyoutReveal[] }>(`/admin/buyouts/${id}/reveals`),

  models: (q: string) =>
    api<{ models: AdminBuyoutModelRow[]; count: number }>("/admin/buyout/models", {
      query: { limit: 200, ...(q ? { q } : {}) },
    }),
  model: (id: string) => api<{ model: AdminBuyoutModelDetail }>(`/admin/buyout/models/${id}`),
  updateModel: (id: string, body: AdminUpdateModel) => api<{ model: AdminBuyoutModelDetail }>(`/admin/buyout/models/${id}`, { method: "POST", body }),
  types: () => api<{ types: { id: string; value: string; label: string }[] }>("/admin/buyout/types"),
  manufacturers: () => api<{ manufacturers: { id: string; value: string; label: string }[] }>("/admin/buyout/manufacturers"),
  createModel: (body: AdminCreateModel) => api<{ model: AdminBuyoutModelDetail }>("/admin/buyout/models", { method: "POST", body }),
  deleteModel: (id: string) => api(`/admin/buyout/models/${id}`, { method: "DELETE" }),
  createColor: (modelId: string, body: { slug: string; label: string }) => api(`/admin/buyout/models/${modelId}/colors`, { method: "POST", body }),
  deleteColor: (id: string) => api(`/admin/buyout/colors/${id}`, { method: "DELETE" }),
  createResult: (modelId: string, body: { quality: Grade | null; price: number; url?: string }) =>
    api(`/admin/buyout/models/${modelId}/appraisal-results`, { method: "POST", body }),
  deleteResult: (id: number) => api(`/admin/buyout/appraisal-results/${id}`, { method: "DELETE" }),
  createCondition: (modelId: string, body: { name: string; type: ConditionType; kind: ConditionKind | null }) =>
    api(`/admin/buyout/models/${modelId}/conditions`, { method: "POST", body }),
  updateCondition: (id: string, body: { kind: ConditionKind | null }) => api(`/admin/buyout/conditions/${id}`, { method: "POST", body }),
  deleteCondition: (id: string) => api(`/admin/buyout/conditions/${id}`, { method: "DELETE" }),
  createChoice: (conditionId: string, body: AdminCreateChoice) => api(`/admin/buyout/conditions/${conditionId}/choices`, { method: "POST", body }),
  deleteChoice: (id: number) => api(`/admin/buyout/choices/${id}`, { method: "DELETE" }),
  updateColor: (id: string, body: { label?: string; image_alt?: string }) => api(`/admin/buyout/colors/${id}`, { method: "POST", body }),
  updateResult: (id: number, body: { price?: number; url?: string }) => api(`/admin/buyout/appraisal-results/${id}`, { method: "POST", body }),
  updateChoice: (id: number, body: { price_correction?: number; label?: string }) => api(`/admin/buyout/choices/${id}`, { method: "POST", body }),

  /** Multipart upload of the price list (field `file`); a refusal's `missing` columns are in the `ApiError` body. */
  importPrices: (file: File) => uploadCsv<PriceImportResult>("/admin/buyout/prices/import", file),
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

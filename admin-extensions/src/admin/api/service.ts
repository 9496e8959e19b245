import type { PriceImportResult } from "@electroshop/contracts/buyout"
import type {
  AdminCreateServiceOperationBody,
  AdminServiceOrder,
  AdminServiceOrderRow,
  PartQuality,
  ServiceOperationView,
  ServiceOrderStatus,
} from "@electroshop/contracts/service"
import { api, uploadCsv } from "../lib/sdk"

export const SERVICE_PAGE_SIZE = 20

/** The answers' shapes are the contracts' (backend/src/api/admin/service/orders). */
export type { AdminServiceOrder, AdminServiceOrderRow } from "@electroshop/contracts/service"

export type AdminServiceModelRow = { id: string; value: string; label: string; manufacturer: string; type: string; operations: number }

export type AdminOperationUpdate = {
  name?: string
  duration_minutes?: number
  is_available?: boolean
  part_options?: { quality: PartQuality; price: number; warranty_months: number }[]
}

/** Typed calls of the service admin API (backend/src/api/admin/service/**); paths live here once. */
export const serviceApi = {
  orders: (filters: { q?: string; status?: ServiceOrderStatus; page: number }) =>
    api<{ orders: AdminServiceOrderRow[]; count: number }>("/admin/service/orders", {
      query: { q: filters.q, status: filters.status, limit: SERVICE_PAGE_SIZE, offset: (filters.page - 1) * SERVICE_PAGE_SIZE },
    }),
  order: (id: string) => api<{ order: AdminServiceOrder }>(`/admin/service/orders/${id}`),
  changeStatus: (id: string, body: { status: ServiceOrderStatus; note?: string }) =>
    api<{ id: string }>(`/admin/service/orders/${id}/status`, { method: "POST", body }),
  models: () => api<{ models: AdminServiceModelRow[] }>("/admin/service/models"),
  operations: (modelId: string) => api<{ operations: ServiceOperationView[] }>(`/admin/service/models/${modelId}/operations`),
  updateOperation: (id: string, body: AdminOperationUpdate) => api<{ operation: unknown }>(`/admin/service/operations/${id}`, { method: "POST", body }),
  createOperation: (modelId: string, body: AdminCreateServiceOperationBody) =>
    api<{ operation: ServiceOperationView }>(`/admin/service/models/${modelId}/operations`, { method: "POST", body }),
  deleteOperation: (id: string) => api<{ id: string; deleted: true }>(`/admin/service/operations/${id}`, { method: "DELETE" }),
  importPrices: (file: File) => uploadCsv<PriceImportResult>("/admin/service/prices/import", file),
}

export const serviceKeys = {
  all: ["electroshop", "service"] as const,
  orders: (filters: unknown) => [...serviceKeys.all, "orders", filters] as const,
  order: (id: string) => [...serviceKeys.all, "order", id] as const,
  models: () => [...serviceKeys.all, "models"] as const,
  operations: (modelId: string) => [...serviceKeys.all, "operations", modelId] as const,
}

import type { PriceImportResult } from "@electroshop/contracts/buyout"
import type { AdminCreateServiceOperationBody, PartQuality, ServiceOperationView, ServiceOrderLine, ServiceOrderStatus } from "@electroshop/contracts/service"
import { api, uploadCsv } from "../lib/sdk"

export const SERVICE_PAGE_SIZE = 20

export type AdminServiceOrderRow = {
  id: string
  number: string
  status: ServiceOrderStatus
  device: { manufacturer: string; model: string; color: string }
  name: string
  total: number
  currency_code: string
  handover: "drop_off" | "courier"
  created_at: string
}

export type AdminServiceOrder = AdminServiceOrderRow & {
  first_name: string
  last_name: string
  email: string
  phone: string
  imei: string | null
  serial_number: string | null
  operations: ServiceOrderLine[]
  center: { name: string; street: string; city: string } | null
  pickup_address: { street: string; city: string; postcode: string } | null
  note: string | null
  allowed_statuses: { value: ServiceOrderStatus; label: string }[]
  status_history: { id: string; to_status: ServiceOrderStatus; note: string | null; actor_type: string; created_at: string }[]
}

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

import type { AdminComplaintListQuery, AdminComplaintListResponse, AdminComplaintResponse, AdminUpdateComplaintBody } from "@electroshop/contracts/complaint"
import { api } from "../lib/sdk"

export type { AdminComplaint, ComplaintStatus } from "@electroshop/contracts/complaint"

/**
 * Complaints under the legal guarantee (backend/src/api/admin/complaints/**), by deadline, soonest first.
 * A change of status the current one does not allow (COMPLAINT_TRANSITIONS) is refused with 409
 * `complaint_status_not_allowed`; accepting without the remedy given or rejecting without a note with 400
 * at `resolution` or `note`, in the shop's language.
 */
export const complaintApi = {
  list: (query: AdminComplaintListQuery) => api<AdminComplaintListResponse>("/admin/complaints", { query }),
  get: (id: string) => api<AdminComplaintResponse>(`/admin/complaints/${id}`),
  change: (id: string, body: AdminUpdateComplaintBody) => api<AdminComplaintResponse>(`/admin/complaints/${id}`, { method: "POST", body }),
}

/** `all` covers the complaints' page, every order's and each complaint: a change in one drawer shows in both lists. */
export const complaintKeys = {
  all: ["electroshop", "complaints"] as const,
  list: (query: AdminComplaintListQuery) => [...complaintKeys.all, "list", query] as const,
  detail: (id: string) => [...complaintKeys.all, "detail", id] as const,
}

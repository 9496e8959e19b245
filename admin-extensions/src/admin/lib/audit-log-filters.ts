import { STAFF_AUDIT_ACTIONS } from "@electroshop/contracts/staff"
import type { StaffAuditQuery } from "../api/staff"

/**
 * Filters of the staff audit log, kept in the page URL (`?action=payment.refunded&q=novak&page=2`)
 * so a filtered log can be bookmarked, shared and restored with the browser's back button.
 */
export const AUDIT_PAGE_SIZE = 50

/** The actions the audit log keeps, in the order the filter offers them. */
export const AUDIT_ACTIONS = STAFF_AUDIT_ACTIONS
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value)

/** "" is no filter. */
export type AuditLogFilters = { q: string; action: AuditAction | ""; page: number }

export const NO_AUDIT_FILTERS: AuditLogFilters = { q: "", action: "", page: 1 }

export function filtersFromParams(params: URLSearchParams): AuditLogFilters {
  const action = params.get("action") ?? ""
  const page = Number(params.get("page"))
  return {
    q: (params.get("q") ?? "").trim(),
    action: isAuditAction(action) ? action : "",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** Only non-default values go to the URL. */
export function filtersToParams(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set("q", filters.q.trim())
  if (filters.action) params.set("action", filters.action)
  if (filters.page > 1) params.set("page", String(filters.page))
  return params
}

/** Query of `GET /admin/staff/audit` for the filters. */
export function auditQuery(filters: AuditLogFilters): StaffAuditQuery {
  return {
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    limit: AUDIT_PAGE_SIZE,
    offset: (filters.page - 1) * AUDIT_PAGE_SIZE,
  }
}

export const hasActiveFilters = (f: AuditLogFilters) => Boolean(f.q.trim() || f.action)

const DETAILS_SHOWN = 120

/** An entry's details as one line of compact JSON, cut to what a cell shows, and whole for its tooltip; null without details. */
export function detailsText(details: Record<string, unknown> | null): { short: string; full: string } | null {
  if (!details || !Object.keys(details).length) return null
  const full = JSON.stringify(details)
  return { short: full.length > DETAILS_SHOWN ? `${full.slice(0, DETAILS_SHOWN - 1)}…` : full, full }
}

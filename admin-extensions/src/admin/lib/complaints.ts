import { COMPLAINT_STATUSES, COMPLAINTS_PAGE_SIZE, type AdminComplaintListQuery, type ComplaintStatus } from "@electroshop/contracts/complaint"
import { dateToParts, toIsoDate } from "@electroshop/domain/date"
import { oneOf, pageOf } from "./picking-filters"

/**
 * The complaints' status, search (complaint or order number) and page (`?status=accepted&q=R000012&page=2`);
 * status "" is the open ones (submitted or received), the list's default, so that it stays out of the URL.
 */
export type ComplaintFilters = { status: ComplaintStatus | ""; q: string; page: number }

export function complaintFiltersFromParams(params: URLSearchParams): ComplaintFilters {
  return { status: oneOf(COMPLAINT_STATUSES, params.get("status")), q: (params.get("q") ?? "").trim(), page: pageOf(params) }
}

/** Whether the list shows less than the open complaints (its empty message then says the filters match none). */
export const complaintsFiltered = (f: ComplaintFilters) => Boolean(f.status || f.q)

/** Query of `GET /admin/complaints` for the filters, 50 a page. */
export const complaintsQuery = (f: ComplaintFilters): AdminComplaintListQuery => ({
  status: f.status || "open",
  q: f.q || undefined,
  limit: COMPLAINTS_PAGE_SIZE,
  offset: (f.page - 1) * COMPLAINTS_PAGE_SIZE,
})

/** Query of an order's complaints: without a status the backend gives an order's complaints of every status, on one page. */
export const orderComplaintsQuery = (orderId: string): AdminComplaintListQuery => ({ order_id: orderId, limit: COMPLAINTS_PAGE_SIZE, offset: 0 })

/** Days left before the deadline from which its badge warns (orange). */
export const DEADLINE_WARNING_DAYS = 3

/**
 * How a complaint's deadline stands on `today` (YYYY-MM-DD): past while it is still open (`overdue`), within
 * three days (`soon`), further (`due`); a settled one's deadline no longer runs (`settled`).
 */
export function deadlineState(complaint: { status: ComplaintStatus; deadline: string }, today: string): "overdue" | "soon" | "due" | "settled" {
  if (complaint.status !== "submitted" && complaint.status !== "received") return "settled"
  if (today > complaint.deadline) return "overdue"
  const daysLeft = (Date.parse(`${complaint.deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000
  return daysLeft <= DEADLINE_WARNING_DAYS ? "soon" : "due"
}

/**
 * Today's calendar day where the admin works. The deadline is a day in the shop's time zone, which is
 * the staff's: the UTC day (`toISOString`) would turn an hour or two late, at midnight in Prague or Bucharest.
 */
export const localToday = (now = new Date()) => toIsoDate(dateToParts(now))

import { describe, expect, it } from "vitest"
import { complaintFiltersFromParams, complaintsFiltered, complaintsQuery, deadlineState, localToday, orderComplaintsQuery } from "./complaints"
import { filtersToParams } from "./picking-filters"

const none = { status: "", q: "", page: 1 } as const

describe("complaint filters", () => {
  it("round-trip through the URL and drop defaults (the open ones, page 1)", () => {
    const f = complaintFiltersFromParams(new URLSearchParams("status=accepted&q=%20R000012%20&page=2"))
    expect(f).toEqual({ status: "accepted", q: "R000012", page: 2 })
    expect(filtersToParams(f)).toEqual({ status: "accepted", q: "R000012", page: "2" })
    expect(filtersToParams(complaintFiltersFromParams(new URLSearchParams("status=open&page=0")))).toEqual({})
  })

  it("say whether a status or the search narrows the list (the page does not)", () => {
    expect(complaintsFiltered({ ...none, page: 3 })).toBe(false)
    expect(complaintsFiltered({ ...none, status: "rejected" })).toBe(true)
    expect(complaintsFiltered({ ...none, q: "1042" })).toBe(true)
  })

  it("map to the list's query: the open ones unless a status is chosen, 50 a page", () => {
    expect(complaintsQuery(none)).toEqual({ status: "open", q: undefined, limit: 50, offset: 0 })
    expect(complaintsQuery({ status: "received", q: "1042", page: 3 })).toEqual({ status: "received", q: "1042", limit: 50, offset: 100 })
  })

  it("ask for an order's complaints of every status on one page", () => {
    expect(orderComplaintsQuery("order_1")).toEqual({ order_id: "order_1", limit: 50, offset: 0 })
  })
})

describe("complaint deadline", () => {
  const open = { status: "received", deadline: "2026-03-10" } as const

  it("is overdue once the day is past, while the complaint is open", () => {
    expect(deadlineState(open, "2026-03-11")).toBe("overdue")
    expect(deadlineState({ ...open, status: "submitted" }, "2026-04-01")).toBe("overdue")
  })

  it("warns within three days, the deadline's own day included", () => {
    expect(deadlineState(open, "2026-03-10")).toBe("soon")
    expect(deadlineState(open, "2026-03-07")).toBe("soon")
    expect(deadlineState(open, "2026-03-06")).toBe("due")
    // Across a month's end and the change to summer time.
    expect(deadlineState({ ...open, deadline: "2026-04-01" }, "2026-03-29")).toBe("soon")
  })

  it("no longer runs once the complaint is settled", () => {
    expect(deadlineState({ ...open, status: "accepted" }, "2026-04-01")).toBe("settled")
    expect(deadlineState({ ...open, status: "rejected" }, "2026-03-09")).toBe("settled")
  })

  it("counts days in the admin's own calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05")
  })
})

import { describe, expect, it } from "vitest"
import { auditQuery, detailsText, filtersFromParams, filtersToParams, hasActiveFilters } from "./audit-log-filters"

describe("audit log filters", () => {
  it("round-trips through the URL and drops defaults", () => {
    const f = filtersFromParams(new URLSearchParams("q=novak&action=payment.refunded&page=3"))
    expect(f).toEqual({ q: "novak", action: "payment.refunded", page: 3 })
    expect(filtersToParams(f).toString()).toBe("q=novak&action=payment.refunded&page=3")
    expect(filtersToParams({ q: " ", action: "", page: 1 }).toString()).toBe("")
  })

  it("ignores unknown actions and malformed pages", () => {
    const f = filtersFromParams(new URLSearchParams("action=order.eaten&page=-2"))
    expect(f).toEqual({ q: "", action: "", page: 1 })
    expect(hasActiveFilters(f)).toBe(false)
  })

  it("maps to the admin API query, 50 a page", () => {
    expect(auditQuery({ q: " /admin/orders ", action: "order.canceled", page: 2 })).toEqual({
      q: "/admin/orders",
      action: "order.canceled",
      limit: 50,
      offset: 50,
    })
    expect(auditQuery({ q: "", action: "", page: 1 })).toEqual({ limit: 50, offset: 0 })
  })
})

describe("audit entry details", () => {
  it("is one line of compact JSON, or nothing", () => {
    expect(detailsText({ roles: ["warehouse"], active: true })).toEqual({
      short: '{"roles":["warehouse"],"active":true}',
      full: '{"roles":["warehouse"],"active":true}',
    })
    expect(detailsText(null)).toBeNull()
    expect(detailsText({})).toBeNull()
  })

  it("cuts a long body for the cell and keeps it whole for the tooltip", () => {
    const text = detailsText({ reason: "x".repeat(500) })!
    expect(text.short).toHaveLength(120)
    expect(text.short.endsWith("…")).toBe(true)
    expect(text.full).toBe(JSON.stringify({ reason: "x".repeat(500) }))
  })
})

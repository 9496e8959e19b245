import { describe, expect, it } from "vitest"
import { filtersFromParams, filtersToParams, hasActiveFilters, listQuery } from "./buyout-filters"
import { parseSignedAmount, parseWholeAmount } from "./buyout-status"

describe("buy-out list filters", () => {
  it("round-trips through the URL and drops defaults", () => {
    const f = filtersFromParams(new URLSearchParams("status=new&q=novak&from=2026-01-01&to=2026-01-31&page=3"))
    expect(f).toEqual({ status: "new", q: "novak", from: "2026-01-01", to: "2026-01-31", page: 3 })
    expect(filtersToParams(f).toString()).toBe("status=new&q=novak&from=2026-01-01&to=2026-01-31&page=3")
    expect(filtersToParams({ ...f, status: "", q: " ", from: "", to: "", page: 1 }).toString()).toBe("")
  })

  it("ignores malformed dates and pages", () => {
    const f = filtersFromParams(new URLSearchParams("from=1.1.2026&page=-2"))
    expect(f.from).toBe("")
    expect(f.page).toBe(1)
    expect(hasActiveFilters(f)).toBe(false)
  })

  it("maps to the admin API query", () => {
    expect(listQuery({ status: "paid", q: " VK0001 ", from: "2026-02-01", to: "", page: 2 })).toEqual({
      offset: 20,
      limit: 20,
      status: "paid",
      q: "VK0001",
      created_from: "2026-02-01",
    })
  })
})

describe("amount parsing", () => {
  it("accepts whole amounts with spaces", () => {
    expect(parseWholeAmount("12 500")).toBe(12500)
    expect(parseWholeAmount("-5")).toBeNull()
    expect(parseWholeAmount("12.5")).toBeNull()
    expect(parseSignedAmount("-300")).toBe(-300)
    expect(parseSignedAmount("abc")).toBeNull()
  })
})

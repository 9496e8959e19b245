import { describe, expect, it } from "vitest"
import { invoiceFiltersFromParams, invoicesFiltered, invoicesQuery, orderInvoicesQuery } from "./invoice-filters"
import { filtersToParams } from "./picking-filters"

describe("invoice filters", () => {
  it("round-trip through the URL and drop defaults", () => {
    const f = invoiceFiltersFromParams(new URLSearchParams("q=%202024001%20&month=2024-05&page=2"))
    expect(f).toEqual({ q: "2024001", month: "2024-05", page: 2 })
    expect(filtersToParams(f)).toEqual({ q: "2024001", month: "2024-05", page: "2" })
    expect(filtersToParams(invoiceFiltersFromParams(new URLSearchParams("page=0")))).toEqual({})
  })

  it("keep a malformed month as typed, for the backend to name what is wrong", () => {
    expect(invoiceFiltersFromParams(new URLSearchParams("month=May%202024"))).toEqual({ q: "", month: "May 2024", page: 1 })
  })

  it("say whether the search or the month narrows the list (the page does not)", () => {
    expect(invoicesFiltered({ q: "", month: "", page: 3 })).toBe(false)
    expect(invoicesFiltered({ q: "1042", month: "", page: 1 })).toBe(true)
    expect(invoicesFiltered({ q: "", month: "2024-05", page: 1 })).toBe(true)
  })

  it("map to the list's query, 50 invoices a page", () => {
    expect(invoicesQuery({ q: "", month: "", page: 1 })).toEqual({ q: undefined, month: undefined, limit: 50, offset: 0 })
    expect(invoicesQuery({ q: "1042", month: "2024-05", page: 3 })).toEqual({ q: "1042", month: "2024-05", limit: 50, offset: 100 })
  })

  it("ask for one order's invoices on one page", () => {
    expect(orderInvoicesQuery("order_1")).toEqual({ order_id: "order_1", limit: 50, offset: 0 })
  })
})

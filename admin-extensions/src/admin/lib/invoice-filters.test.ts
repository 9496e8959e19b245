import { describe, expect, it } from "vitest"
import { invoiceFiltersFromParams, invoicesFiltered, invoicesQuery, orderInvoicesQuery } from "./invoice-filters"
import { filtersToParams } from "./picking-filters"

const none = { q: "", month: "", efactura_state: "", page: 1 } as const

describe("invoice filters", () => {
  it("round-trip through the URL and drop defaults", () => {
    const f = invoiceFiltersFromParams(new URLSearchParams("q=%202024001%20&month=2024-05&efactura_state=not_created&page=2"))
    expect(f).toEqual({ q: "2024001", month: "2024-05", efactura_state: "not_created", page: 2 })
    expect(filtersToParams(f)).toEqual({ q: "2024001", month: "2024-05", efactura_state: "not_created", page: "2" })
    expect(filtersToParams(invoiceFiltersFromParams(new URLSearchParams("page=0")))).toEqual({})
  })

  it("keep a malformed month as typed, for the backend to name what is wrong; drop an unknown e-Factura state", () => {
    expect(invoiceFiltersFromParams(new URLSearchParams("month=May%202024&efactura_state=sent"))).toEqual({ ...none, month: "May 2024" })
  })

  it("say whether the search, the month or the e-Factura state narrows the list (the page does not)", () => {
    expect(invoicesFiltered({ ...none, page: 3 })).toBe(false)
    expect(invoicesFiltered({ ...none, q: "1042" })).toBe(true)
    expect(invoicesFiltered({ ...none, month: "2024-05" })).toBe(true)
    expect(invoicesFiltered({ ...none, efactura_state: "in_progress" })).toBe(true)
  })

  it("map to the list's query, 50 invoices a page", () => {
    expect(invoicesQuery(none)).toEqual({ q: undefined, month: undefined, efactura_state: undefined, limit: 50, offset: 0 })
    expect(invoicesQuery({ q: "1042", month: "2024-05", efactura_state: "created", page: 3 })).toEqual({
      q: "1042",
      month: "2024-05",
      efactura_state: "created",
      limit: 50,
      offset: 100,
    })
  })

  it("ask for one order's invoices on one page", () => {
    expect(orderInvoicesQuery("order_1")).toEqual({ order_id: "order_1", limit: 50, offset: 0 })
  })
})

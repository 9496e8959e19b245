import { describe, expect, it } from "vitest"
import { filtersFromParams, filtersToParams, locationFiltersFromParams, pickingQuery, productLocationsQuery } from "./picking-filters"

describe("picking queue filters", () => {
  it("round-trip through the URL and drop defaults", () => {
    const f = filtersFromParams(new URLSearchParams("status=not_found&stock_location_id=sloc_1&page=3"))
    expect(f).toEqual({ status: "not_found", stock_location_id: "sloc_1", page: 3 })
    expect(filtersToParams(f)).toEqual({ status: "not_found", stock_location_id: "sloc_1", page: "3" })
    expect(filtersToParams({ status: "", stock_location_id: "", page: 1 })).toEqual({})
  })

  it("ignore an unknown status and a malformed page", () => {
    expect(filtersFromParams(new URLSearchParams("status=lost&page=-1"))).toEqual({ status: "", stock_location_id: "", page: 1 })
  })

  it("map to the queue's query, 50 orders a page", () => {
    expect(pickingQuery({ status: "waiting", stock_location_id: "", page: 2 })).toEqual({
      status: "waiting",
      stock_location_id: undefined,
      limit: 50,
      offset: 50,
    })
  })
})

describe("product locations filters", () => {
  it("round-trip through the URL and drop defaults", () => {
    const f = locationFiltersFromParams(new URLSearchParams("stock_location_id=sloc_1&q=%20A-01%20&page=2"))
    expect(f).toEqual({ stock_location_id: "sloc_1", q: "A-01", page: 2 })
    expect(filtersToParams(f)).toEqual({ stock_location_id: "sloc_1", q: "A-01", page: "2" })
    expect(filtersToParams(locationFiltersFromParams(new URLSearchParams("page=0")))).toEqual({})
  })

  it("map to the list's query at the chosen stock location, 50 bins a page", () => {
    expect(productLocationsQuery({ stock_location_id: "", q: "", page: 3 }, "sloc_first")).toEqual({
      stock_location_id: "sloc_first",
      q: undefined,
      limit: 50,
      offset: 100,
    })
  })
})

import { describe, expect, it } from "vitest"
import { filtersFromParams, filtersToParams, pickingQuery } from "./picking-filters"

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

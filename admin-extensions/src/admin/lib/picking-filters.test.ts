import { describe, expect, it } from "vitest"
import {
  crateFiltersFromParams,
  cratesFiltered,
  cratesQuery,
  filtersFromParams,
  filtersToParams,
  handoverFiltersFromParams,
  handoversFiltered,
  handoversQuery,
  locationFiltersFromParams,
  pickingQuery,
  productLocationsQuery,
} from "./picking-filters"

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

describe("crates filters", () => {
  it("round-trip through the URL and drop defaults", () => {
    const f = crateFiltersFromParams(new URLSearchParams("state=filled&stock_location_id=sloc_1&q=%20K1%20&page=2"))
    expect(f).toEqual({ state: "filled", stock_location_id: "sloc_1", q: "K1", page: 2 })
    expect(filtersToParams(f)).toEqual({ state: "filled", stock_location_id: "sloc_1", q: "K1", page: "2" })
    expect(filtersToParams(crateFiltersFromParams(new URLSearchParams("")))).toEqual({})
  })

  it("ignore an unknown state and a malformed page", () => {
    expect(crateFiltersFromParams(new URLSearchParams("state=full&page=x"))).toEqual({ state: "", stock_location_id: "", q: "", page: 1 })
  })

  it("say whether any filter narrows the list (the page does not)", () => {
    expect(cratesFiltered({ state: "", stock_location_id: "", q: "", page: 3 })).toBe(false)
    expect(cratesFiltered({ state: "empty", stock_location_id: "", q: "", page: 1 })).toBe(true)
    expect(cratesFiltered({ state: "", stock_location_id: "sloc_1", q: "", page: 1 })).toBe(true)
    expect(cratesFiltered({ state: "", stock_location_id: "", q: "K1", page: 1 })).toBe(true)
  })

  it("map to the overview's query, 50 crates a page, all locations and states by default", () => {
    expect(cratesQuery({ state: "", stock_location_id: "", q: "", page: 1 })).toEqual({
      state: undefined,
      stock_location_id: undefined,
      q: undefined,
      limit: 50,
      offset: 0,
    })
    expect(cratesQuery({ state: "empty", stock_location_id: "sloc_1", q: "K1", page: 3 })).toEqual({
      state: "empty",
      stock_location_id: "sloc_1",
      q: "K1",
      limit: 50,
      offset: 100,
    })
  })
})

describe("hand-over filters", () => {
  it("round-trip through the URL and drop defaults", () => {
    const f = handoverFiltersFromParams(new URLSearchParams("state=closed&carrier=dpd&stock_location_id=sloc_1&page=2"))
    expect(f).toEqual({ state: "closed", carrier: "dpd", stock_location_id: "sloc_1", page: 2 })
    expect(filtersToParams(f)).toEqual({ state: "closed", carrier: "dpd", stock_location_id: "sloc_1", page: "2" })
    expect(filtersToParams(handoverFiltersFromParams(new URLSearchParams("")))).toEqual({})
  })

  it("ignore an unknown state or carrier and a malformed page", () => {
    expect(handoverFiltersFromParams(new URLSearchParams("state=shipped&carrier=ups&page=0"))).toEqual({
      state: "",
      carrier: "",
      stock_location_id: "",
      page: 1,
    })
  })

  it("say whether any filter narrows the list (the page does not)", () => {
    expect(handoversFiltered({ state: "", carrier: "", stock_location_id: "", page: 2 })).toBe(false)
    expect(handoversFiltered({ state: "open", carrier: "", stock_location_id: "", page: 1 })).toBe(true)
    expect(handoversFiltered({ state: "", carrier: "sameday", stock_location_id: "", page: 1 })).toBe(true)
    expect(handoversFiltered({ state: "", carrier: "", stock_location_id: "sloc_1", page: 1 })).toBe(true)
  })

  it("map to the list's query, 50 batches a page", () => {
    expect(handoversQuery({ state: "", carrier: "", stock_location_id: "", page: 1 })).toEqual({
      state: undefined,
      carrier: undefined,
      stock_location_id: undefined,
      limit: 50,
      offset: 0,
    })
    expect(handoversQuery({ state: "open", carrier: "packeta", stock_location_id: "sloc_1", page: 3 })).toEqual({
      state: "open",
      carrier: "packeta",
      stock_location_id: "sloc_1",
      limit: 50,
      offset: 100,
    })
  })
})

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
  stockFigureFiltersFromParams,
  stockFigureSort,
  stockFiguresFiltered,
  stockFiguresQuery,
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

describe("stock figures filters", () => {
  it("round-trip through the URL, keeping the sort and its direction", () => {
    const f = stockFigureFiltersFromParams(new URLSearchParams("q=%20IPAD%20&sort=received_7&direction=asc&page=2"))
    expect(f).toEqual({ q: "IPAD", sort: "received_7", direction: "asc", page: 2 })
    expect(filtersToParams(f)).toEqual({ q: "IPAD", sort: "received_7", direction: "asc", page: "2" })
  })

  it("sort by the backend's default, the most sold in 7 days first, without one or with an unknown one", () => {
    const f = stockFigureFiltersFromParams(new URLSearchParams("sort=price&direction=up&page=0"))
    expect(f).toEqual({ q: "", sort: "sold_7", direction: "desc", page: 1 })
    expect(filtersToParams(f)).toEqual({ sort: "sold_7", direction: "desc" })
  })

  it("know the columns it sorts by", () => {
    expect(stockFigureSort("days_of_cover")).toBe("days_of_cover")
    expect(stockFigureSort("sold_90")).toBe("sold_90")
    expect(stockFigureSort("sold_30")).toBeNull()
    expect(stockFigureSort(null)).toBeNull()
  })

  it("say whether the search narrows the list (the sort and the page do not)", () => {
    expect(stockFiguresFiltered({ q: "", sort: "sku", direction: "asc", page: 3 })).toBe(false)
    expect(stockFiguresFiltered({ q: "IPAD", sort: "sold_7", direction: "desc", page: 1 })).toBe(true)
  })

  it("map to the grid's query, 50 stock items a page", () => {
    expect(stockFiguresQuery({ q: "", sort: "days_of_cover", direction: "asc", page: 3 })).toEqual({
      q: undefined,
      sort: "days_of_cover",
      direction: "asc",
      limit: 50,
      offset: 100,
    })
  })
})

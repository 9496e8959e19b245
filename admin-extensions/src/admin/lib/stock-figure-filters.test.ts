import { describe, expect, it } from "vitest"
import { filtersToParams } from "./picking-filters"
import { stockFigureFiltersFromParams, stockFigureSort, stockFiguresExportQuery, stockFiguresFiltered, stockFiguresQuery } from "./stock-figure-filters"

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

  it("map to the export's query, the grid's search and sort without its page", () => {
    expect(stockFiguresExportQuery({ q: "", sort: "sku", direction: "asc", page: 3 })).toEqual({ q: undefined, sort: "sku", direction: "asc" })
    expect(stockFiguresExportQuery({ q: "IPAD", sort: "sold_7", direction: "desc", page: 1 })).toEqual({ q: "IPAD", sort: "sold_7", direction: "desc" })
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

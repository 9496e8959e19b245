import { describe, expect, it } from "vitest"
import { gridApiParams, gridFiltersFromParams, gridFiltersToParams } from "./grid-filters"

describe("grid filters", () => {
  it("round-trips through the URL and drops empty values", () => {
    const filters = gridFiltersFromParams(new URLSearchParams("q=iphone&manufacturer=Apple&in_stock=true&page=3&junk=1"))
    expect(filters).toEqual({ q: "iphone", category_id: "", manufacturer: "Apple", device_type: "", quality: "", in_stock: "true", page: 3 })
    expect(gridFiltersToParams(filters).toString()).toBe("q=iphone&manufacturer=Apple&in_stock=true&page=3")
  })

  it("turns the page into offset/limit for the API", () => {
    const params = gridApiParams(gridFiltersFromParams(new URLSearchParams("page=2&in_stock=maybe")))
    expect(params.get("offset")).toBe("50")
    expect(params.get("limit")).toBe("50")
    expect(params.has("in_stock")).toBe(false)
  })
})

import { describe, expect, it } from "vitest"

import { changedFilters, SearchParamsLatch } from "./latest-search-params"

const qs = (s: string) => new URLSearchParams(s)

describe("SearchParamsLatch", () => {
  it("starts the second of two quick writes from the first, while the router still shows neither", () => {
    const latch = new SearchParamsLatch(qs(""))
    latch.write(qs("manufacturer=Google"))
    latch.observe(qs("")) // a render before the navigation is applied
    const next = new URLSearchParams(latch.latest)
    next.set("device_type", "phone")
    latch.write(next)
    expect(latch.latest.toString()).toBe("manufacturer=Google&device_type=phone")
  })

  it("keeps the last write while the router shows an earlier one of its own", () => {
    const latch = new SearchParamsLatch(qs(""))
    latch.write(qs("a=1"))
    latch.write(qs("a=1&b=2"))
    latch.observe(qs("a=1"))
    expect(latch.latest.toString()).toBe("a=1&b=2")
    latch.observe(qs("a=1&b=2"))
    expect(latch.latest.toString()).toBe("a=1&b=2")
  })

  it("follows a navigation it did not write (a link, the back button)", () => {
    const latch = new SearchParamsLatch(qs("a=1"))
    latch.write(qs("a=1&b=2"))
    latch.observe(qs("c=3"))
    expect(latch.latest.toString()).toBe("c=3")
  })
})

describe("changedFilters", () => {
  const latest = { q: "pixel", sort: "sku", page: 1 }
  const rendered = { q: "", sort: "sku", page: 1 }

  it("applies only what the change made, onto the filters last written", () => {
    expect(changedFilters(latest, rendered, { ...rendered, sort: "title" })).toEqual({ q: "pixel", sort: "title", page: 1 })
  })

  it("removes a filter the change leaves out, and compares lists by their values", () => {
    const withStatus = { q: "a", status: "new", states: ["x"] } as { q: string; status?: string; states: string[] }
    expect(changedFilters({ ...withStatus, q: "b" }, withStatus, { q: "a", states: ["x"] })).toEqual({ q: "b", states: ["x"] })
  })
})

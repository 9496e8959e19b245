import { describe, expect, it } from "vitest"

import { SearchParamsLatch } from "./latest-search-params"

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

import { describe, expect, it } from "vitest"
import { isNotConfigured, parseKeys } from "./purge-api"

describe("parseKeys", () => {
  it("splits on spaces, commas and new lines and drops duplicates", () => {
    expect(parseKeys(" html, endpoint\nproduct-x  html ")).toEqual(["html", "endpoint", "product-x"])
    expect(parseKeys("  ")).toEqual([])
  })
})

describe("isNotConfigured", () => {
  it("recognises the backend's 503", () => {
    expect(isNotConfigured({ status: 503, message: "No CDN is configured" })).toBe(true)
    expect(isNotConfigured({ status: 502 })).toBe(false)
    expect(isNotConfigured(undefined)).toBe(false)
  })
})

import { describe, expect, it } from "vitest"
import cs from "../i18n/json/cs.json"
import ro from "../i18n/json/ro.json"
import { isNotConfigured, parseKeys, purgeFailure } from "./cdn-purge"

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

describe("purgeFailure", () => {
  const backend503 = { status: 503, message: "No CDN is configured: set FASTLY_API_TOKEN and FASTLY_SERVICE_ID to purge the Fastly cache." }
  for (const [lang, catalogue] of [
    ["cs", cs],
    ["ro", ro],
  ] as const) {
    const t = (key: string) => key.split(".").reduce((node: any, k) => node[k], catalogue) as string

    it(`explains a missing CDN in ${lang}, never with the backend's English message`, () => {
      const { title, detail } = purgeFailure(backend503, t)
      expect(title).toBe(catalogue.cdnPurge.not_configured)
      expect(detail).toBe(catalogue.cdnPurge.not_configured_hint)
      expect(`${title} ${detail}`).not.toContain("No CDN is configured")
    })
  }

  it("keeps Fastly's answer as the detail of other failures", () => {
    const t = (key: string) => key
    expect(purgeFailure({ status: 502, message: "Fastly answered 503" }, t)).toEqual({ title: "cdnPurge.failed", detail: "Fastly answered 503" })
  })
})

import { describe, expect, it } from "vitest"
import { hasStoredLanguage, shopLanguage } from "./shop-language"

describe("the admin's default language", () => {
  it("is the shop's: Czech in cz, Romanian in ro", () => {
    expect(shopLanguage("cz")).toBe("cs")
    expect(shopLanguage("ro")).toBe("ro")
    expect(shopLanguage("de")).toBeNull()
    expect(shopLanguage(undefined)).toBeNull()
  })

  it("never replaces a language staff chose (cookie or localStorage)", () => {
    expect(hasStoredLanguage("", null)).toBe(false)
    expect(hasStoredLanguage("_medusa_jwt=x; lng=en", null)).toBe(true)
    expect(hasStoredLanguage("lng=ro", null)).toBe(true)
    expect(hasStoredLanguage("xlng=ro", null)).toBe(false)
    expect(hasStoredLanguage("", "en")).toBe(true)
  })
})

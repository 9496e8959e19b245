import { describe, expect, it } from "vitest"
import { MAX_QUERY_VARIANTS, foldForSearch, lastWordIsWhole, matchesEveryWord, parseBoost, queryVariants, vocabularyOf, withinOneEdit } from "./search-match"

describe("the shop's matching rule over the Search module's hits", () => {
  const reader = foldForSearch("Čtečka paměťových karet USB-C Baseus")
  const galaxy = foldForSearch("Samsung Galaxy Watch7 44mm Samsung")

  it("ignores diacritics and case on both sides", () => {
    expect(reader).toBe("ctecka pametovych karet usb-c baseus")
    expect(matchesEveryWord("ctecka", reader)).toBe(true)
    expect(matchesEveryWord("ČTEČKA", reader)).toBe(true)
    expect(matchesEveryWord("tarcă", foldForSearch("Husă Tarca"))).toBe(true)
  })

  it("allows one typo in words of 5 letters or more, none in shorter ones", () => {
    expect(matchesEveryWord("galxy", galaxy)).toBe(true)
    expect(matchesEveryWord("galyax", galaxy)).toBe(false)
    expect(matchesEveryWord("cteka", reader)).toBe(true)
    expect(matchesEveryWord("usv", reader)).toBe(false)
    expect(matchesEveryWord("gaming", galaxy)).toBe(false)
  })

  it("needs every word; a word may be part of a longer one", () => {
    expect(matchesEveryWord("galaxy watch", galaxy)).toBe(true)
    expect(matchesEveryWord("galaxy buds", galaxy)).toBe(false)
    expect(matchesEveryWord("!!", galaxy)).toBe(false)
  })

  it("counts a swap of neighbours as one edit", () => {
    expect(withinOneEdit("galaxy", "glaaxy")).toBe(true)
    expect(withinOneEdit("galaxy", "galax")).toBe(true)
    expect(withinOneEdit("galaxy", "galaxyy")).toBe(true)
    expect(withinOneEdit("galaxy", "gelaxi")).toBe(false)
  })

  it("asks for the last word whole only when it is a catalogue word no other one starts with", () => {
    const vocabulary = vocabularyOf(["128", "128gb", "galaxy", "samsung", "watch7"])
    expect(lastWordIsWhole("samsung galaxy", vocabulary)).toBe(true)
    expect(lastWordIsWhole("galaxy 128", vocabulary)).toBe(false)
    expect(lastWordIsWhole("128gb", vocabulary)).toBe(true)
    expect(lastWordIsWhole("galax", vocabulary)).toBe(false)
    expect(lastWordIsWhole("watch", vocabulary)).toBe(false)
  })

  it("asks for each word as typed or as a catalogue word one edit from it", () => {
    const vocabulary = vocabularyOf(["samsung", "galaxy", "galax", "watch7", "ctecka", "karet", "usb"])
    expect(queryVariants("Galxy", vocabulary)).toEqual(["galxy", "galaxy"])
    expect(queryVariants("galaxy usv", vocabulary)).toEqual(["galaxy usv", "galax usv"])
    expect(queryVariants("ČTEKA karet", vocabulary)).toEqual(["cteka karet", "ctecka karet"])
    expect(queryVariants("!!", vocabulary)).toEqual([])
  })

  it("finds a typo at the first letter too: a substitution, a swap, a deletion or an insertion there", () => {
    const vocabulary = vocabularyOf(["apple", "bixel", "ipxel", "ixel", "spixel", "pixels", "pixel", "pxiel", "bixels"])
    expect(queryVariants("pixel", vocabulary)).toEqual(["pixel", "bixel", "ipxel", "ixel", "pixels", "pxiel", "spixel"])
  })

  it("keeps the typed words first and caps the combinations", () => {
    const vocabulary = vocabularyOf(["aaaaa", "aaaab", "aaaac", "aaaad"])
    const variants = queryVariants("aaaaz aaaaz", vocabulary)
    expect(variants).toHaveLength(MAX_QUERY_VARIANTS)
    expect(variants[0]).toBe("aaaaz aaaaz")
    expect(new Set(variants).size).toBe(MAX_QUERY_VARIANTS)
  })

  it("reads a boost with a dot or a comma, anything else as 1", () => {
    expect(parseBoost("3,5")).toBe(3.5)
    expect(parseBoost("2.25")).toBe(2.25)
    expect(parseBoost("high")).toBe(1)
    expect(parseBoost(null)).toBe(1)
  })
})

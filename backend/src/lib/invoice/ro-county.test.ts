import { describe, expect, it } from "vitest"
import { roCounty } from "./ro-county"

// ISO-3166-RO-CODES of ANAF's CIUS-RO schematron (RO16931-rules.sch 1.0.8), which BR-RO-110/111 check against.
const CIUS_RO_COUNTIES = [
  "RO-AB", "RO-AG", "RO-AR", "RO-B", "RO-BC", "RO-BH", "RO-BN", "RO-BR", "RO-BT", "RO-BV", "RO-BZ", "RO-CJ", "RO-CL", "RO-CS",
  "RO-CT", "RO-CV", "RO-DB", "RO-DJ", "RO-GJ", "RO-GL", "RO-GR", "RO-HD", "RO-HR", "RO-IF", "RO-IL", "RO-IS", "RO-MH", "RO-MM",
  "RO-MS", "RO-NT", "RO-OT", "RO-PH", "RO-SB", "RO-SJ", "RO-SM", "RO-SV", "RO-TL", "RO-TM", "RO-TR", "RO-VL", "RO-VN", "RO-VS",
] // prettier-ignore

describe("roCounty", () => {
  it("reads București's sector from its postal code", () => {
    expect(roCounty("030031")).toEqual({ subentity: "RO-B", sector: 3 })
    expect(roCounty("010011")).toEqual({ subentity: "RO-B", sector: 1 })
    expect(roCounty("020371")).toEqual({ subentity: "RO-B", sector: 2 })
    expect(roCounty("062204")).toEqual({ subentity: "RO-B", sector: 6 })
  })

  it("reads a county, with no sector, ignoring spaces", () => {
    expect(roCounty("400114")).toEqual({ subentity: "RO-CJ", sector: null })
    expect(roCounty("700064")).toEqual({ subentity: "RO-IS", sector: null })
    // Ilfov and Giurgiu follow București's prefixes but have no sectors.
    expect(roCounty("077190")).toEqual({ subentity: "RO-IF", sector: null })
    expect(roCounty("080001")).toEqual({ subentity: "RO-GR", sector: null })
    expect(roCounty(" 900 178 ")).toEqual({ subentity: "RO-CT", sector: null })
  })

  it("knows no county for an unknown prefix or anything but six digits", () => {
    expect(roCounty("000123")).toBeNull()
    expect(roCounty("150123")).toBeNull()
    expect(roCounty("990123")).toBeNull()
    expect(roCounty("40011")).toBeNull()
    expect(roCounty("4001145")).toBeNull()
    expect(roCounty("110 00")).toBeNull()
    expect(roCounty("RO-400114")).toBeNull()
    expect(roCounty("")).toBeNull()
  })

  it("names every county by a code CIUS-RO accepts, and every one of them", () => {
    const found = new Set<string>()
    for (let prefix = 0; prefix < 100; prefix++) {
      const county = roCounty(`${String(prefix).padStart(2, "0")}0000`)
      if (county) found.add(county.subentity)
    }
    expect([...found].sort()).toEqual([...CIUS_RO_COUNTIES].sort())
  })
})

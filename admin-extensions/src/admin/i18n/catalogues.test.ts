import { describe, expect, it } from "vitest"
import resources from "./index"

type Tree = { [key: string]: string | Tree }

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === "string") out.set(path, value)
    else for (const [k, v] of leaves(value, path)) out.set(k, v)
  }
  return out
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe("admin catalogues", () => {
  const en = leaves(resources.en.electroshop as Tree)

  it("provides English, Czech and Romanian under one namespace", () => {
    expect(Object.keys(resources).sort()).toEqual(["cs", "en", "ro"])
  })

  for (const lang of ["cs", "ro"] as const) {
    it(`${lang} has exactly the English keys, non-empty, with the same placeholders`, () => {
      const other = leaves(resources[lang].electroshop as Tree)
      expect([...other.keys()].sort()).toEqual([...en.keys()].sort())
      for (const [key, value] of other) {
        expect(value.trim(), `${lang}:${key}`).not.toBe("")
        expect(placeholders(value), `${lang}:${key}`).toEqual(placeholders(en.get(key)!))
      }
    })

    it(`${lang} is translated, not English copied over`, () => {
      const other = leaves(resources[lang].electroshop as Tree)
      // Words that are the same in every language (brands of the installment partners and Romania's e-Factura too), and the spec's verbatim alert.
      const international =
        /^(—|IBAN|IMEI|URL|Model|Tablet|E-mail|Handle|URL: \{\{url\}\}|Failed to purge cache|Google Pay|Apple Pay|Software|Partner|Administrator|Home Credit|Cofidis|ESSOX|TBI Bank|e-Factura|e-Factura: \{\{state\}\})$/
      const copied = [...other].filter(([key, value]) => value === en.get(key) && !international.test(value)).map(([key]) => key)
      expect(copied).toEqual([])
    })
  }
})

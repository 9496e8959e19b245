import { readdirSync, readFileSync, existsSync } from "node:fs"
import path from "node:path"
import { describe, expect, it } from "vitest"

const libDir = path.resolve(__dirname, "..")
const tables = readdirSync(libDir)
  .map((domain) => path.join(libDir, domain, "messages.json"))
  .filter((file) => existsSync(file))

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe("backend message tables", () => {
  it("finds the domains' tables", () => {
    expect(tables.map((file) => path.basename(path.dirname(file)))).toEqual(expect.arrayContaining(["account", "checkout", "review", "service", "shop"]))
  })

  it.each(tables.map((file) => [path.relative(libDir, file), file]))("%s has every key in Czech and Romanian with the same placeholders", (_name, file) => {
    const { cs, ro } = JSON.parse(readFileSync(file, "utf8")) as Record<"cs" | "ro", Record<string, string>>
    expect(Object.keys(ro).sort()).toEqual(Object.keys(cs).sort())
    for (const key of Object.keys(cs)) {
      expect(ro[key].trim(), key).not.toBe("")
      expect(placeholders(ro[key]), key).toEqual(placeholders(cs[key]))
    }
  })
})

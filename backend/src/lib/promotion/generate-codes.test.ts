import { describe, expect, it } from "vitest"
import { CODE_ALPHABET, generateCodes } from "./generate-codes"

describe("generated discount codes", () => {
  it("are 10 characters of digits and upper- and lower-case letters, all different", () => {
    const codes = generateCodes(500)
    expect(codes).toHaveLength(500)
    for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{10}$/)
    expect(new Set(codes.map((c) => c.toLowerCase())).size).toBe(500)
    // Over 5 000 characters every kind of character turns up.
    const all = codes.join("")
    expect(all).toMatch(/[0-9]/)
    expect(all).toMatch(/[A-Z]/)
    expect(all).toMatch(/[a-z]/)
  })

  it("never repeats a code that differs only in case, in the batch or among codes already taken", () => {
    // A "random" source that first repeats a taken code in other case, then yields fresh ones.
    const script = [..."ABCDEFGHIJ".toLowerCase(), ..."abcdefghij".toUpperCase(), ..."0123456789", ..."0123456789"].map((ch) => CODE_ALPHABET.indexOf(ch))
    let i = 0
    const random = () => (i < script.length ? script[i++] : 1)
    const codes = generateCodes(2, ["ABCDEFGHIJ"], random)
    expect(codes[0]).toBe("0123456789")
    expect(codes[1]).toBe("1111111111")
  })
})

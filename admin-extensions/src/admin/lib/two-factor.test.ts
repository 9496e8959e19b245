import { describe, expect, it } from "vitest"
import { secretBlocks, twoFactorNotice } from "./two-factor"

const now = Date.parse("2025-06-01T12:00:00Z")
const status = { enabled: false, required: true, due_at: "2025-06-08T12:00:00Z", recovery_codes_left: 0 }

describe("two-factor notice", () => {
  it("says nothing when not required, already on, or not told", () => {
    expect(twoFactorNotice({ ...status, required: false, due_at: null }, now)).toBeNull()
    expect(twoFactorNotice({ ...status, enabled: true, due_at: null, recovery_codes_left: 10 }, now)).toBeNull()
    expect(twoFactorNotice(undefined, now)).toBeNull()
  })

  it("warns before the date and holds the pages back from it on", () => {
    expect(twoFactorNotice(status, now)).toEqual({ kind: "due", at: status.due_at })
    expect(twoFactorNotice(status, Date.parse(status.due_at))).toEqual({ kind: "overdue" })
    expect(twoFactorNotice({ ...status, due_at: null }, now)).toEqual({ kind: "overdue" })
  })
})

describe("secret blocks", () => {
  it("groups by four", () => {
    expect(secretBlocks("JBSWY3DPEHPK3PXPJBSWY3DP")).toBe("JBSW Y3DP EHPK 3PXP JBSW Y3DP")
    expect(secretBlocks("ABCDEF")).toBe("ABCD EF")
    expect(secretBlocks("")).toBe("")
  })
})

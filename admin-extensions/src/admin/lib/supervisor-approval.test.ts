import { describe, expect, it } from "vitest"
import { ApiError } from "./sdk"
import { approvalHeaders, supervisorReason } from "./supervisor-approval"

describe("supervisorReason", () => {
  it("reads the reason of a refusal that asks for a supervisor", () => {
    const refusal = new ApiError(403, { code: "supervisor_required", message: "A supervisor must approve the reset.", permission: "supervisor:approve" })
    expect(supervisorReason(refusal)).toBe("A supervisor must approve the reset.")
  })

  it("leaves every other failure to its caller", () => {
    expect(supervisorReason(new ApiError(403, { code: "forbidden", message: "No permission" }))).toBeNull()
    expect(supervisorReason(new ApiError(403, { code: "supervisor_approval_invalid", message: "Expired" }))).toBeNull()
    expect(supervisorReason(new ApiError(400, { code: "supervisor_required", message: "?" }))).toBeNull()
    expect(supervisorReason(new Error("offline"))).toBeNull()
  })
})

describe("approvalHeaders", () => {
  it("sends the approval only when there is one", () => {
    expect(approvalHeaders("user_1.1700000000.sig")).toEqual({ "x-supervisor-approval": "user_1.1700000000.sig" })
    expect(approvalHeaders()).toEqual({})
  })
})

import { describe, expect, it } from "vitest"
import { staffOtpCookie } from "./staff-otp-cookie"

describe("staff_otp cookie", () => {
  it("carries the trimmed code to the login request only, for five minutes", () => {
    expect(staffOtpCookie(" 123456 ", false)).toBe("staff_otp=123456; Path=/auth/user/emailpass; Max-Age=300; SameSite=Strict")
  })

  it("is Secure over https", () => {
    expect(staffOtpCookie("123456", true)).toBe("staff_otp=123456; Path=/auth/user/emailpass; Max-Age=300; SameSite=Strict; Secure")
  })

  it("encodes what a cookie value cannot hold", () => {
    expect(staffOtpCookie("k3m9p-x2q7w", false)).toBe("staff_otp=k3m9p-x2q7w; Path=/auth/user/emailpass; Max-Age=300; SameSite=Strict")
    expect(staffOtpCookie("a;b c=d", true)).toBe("staff_otp=a%3Bb%20c%3Dd; Path=/auth/user/emailpass; Max-Age=300; SameSite=Strict; Secure")
  })

  it("is cleared when the field is emptied", () => {
    expect(staffOtpCookie("", false)).toBe("staff_otp=; Path=/auth/user/emailpass; Max-Age=0; SameSite=Strict")
    expect(staffOtpCookie("   ", true)).toBe("staff_otp=; Path=/auth/user/emailpass; Max-Age=0; SameSite=Strict; Secure")
  })
})

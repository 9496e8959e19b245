import { describe, expect, it } from "vitest"
import { admin, anonymous, db, eventually, signedIn } from "../../helpers/api"
import { demoEmail, freshTotpPeriod, invitedUser, totpCode } from "../../helpers/staff"
import { t } from "../../../src/lib/shop/messages"

/**
 * Two-factor sign-in of the staff (issue 34): a staff member sets it up with an authenticator app
 * (TOTP) and then signs in only with a code, each code and each recovery code once; roles that can
 * reveal personal data or refund require it, and past the due date leave nothing but setting it up.
 */

const signIn = (email: string, password: string, extra: { otp?: string; headers?: Record<string, string> } = {}) =>
  anonymous<{ token?: string; code?: string; message?: string }>("/auth/user/emailpass", {
    method: "POST",
    json: { email, password, ...(extra.otp ? { otp: extra.otp } : {}) },
    headers: extra.headers,
  })

/** A new colleague with two-factor sign-in on, turned on with the code of the period before now (so now's and the next are still unused). */
async function withTwoFactor() {
  const login = await invitedUser()
  const as = signedIn(login.email, login.password)
  const setup = await as("/admin/staff/two-factor/setup", { method: "POST", json: {} })
  expect(setup.status).toBe(200)
  await freshTotpPeriod()
  const enabled = await as("/admin/staff/two-factor/enable", { method: "POST", json: { code: totpCode(setup.body.secret, -1) } })
  expect(enabled.status).toBe(200)
  return { ...login, as, secret: setup.body.secret as string, recoveryCodes: enabled.body.recovery_codes as string[] }
}

describe("two-factor sign-in", () => {
  it("is set up with an authenticator app, and then a sign-in needs a code, each code and recovery code good once", async () => {
    const login = await invitedUser()
    const as = signedIn(login.email, login.password)
    expect((await as("/admin/staff/two-factor")).body).toEqual({ enabled: false, required: false, due_at: null, recovery_codes_left: 0 })
    const setup = await as("/admin/staff/two-factor/setup", { method: "POST", json: {} })
    expect(setup.status).toBe(200)
    expect(setup.headers.get("cache-control")).toBe("no-store")
    expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/ElektroShop:.+\?.*secret=/)
    expect(setup.body.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    const wrong = await as("/admin/staff/two-factor/enable", { method: "POST", json: { code: "12345" } })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.errors)).toEqual(["code"])
    await freshTotpPeriod()
    const enabled = await as("/admin/staff/two-factor/enable", { method: "POST", json: { code: totpCode(setup.body.secret, -1) } })
    expect(enabled.status).toBe(200)
    const recoveryCodes = enabled.body.recovery_codes as string[]
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)

    const bare = await signIn(login.email, login.password)
    expect(bare.status).toBe(401)
    expect(bare.body).toMatchObject({ code: "two_factor_code_required", message: t("staff_two_factor_code_required") })
    expect(bare.body.token).toBeUndefined()
    const guessed = await signIn(login.email, login.password, { otp: "000000" })
    expect(guessed.body).toMatchObject({ code: "two_factor_code_invalid", message: t("staff_two_factor_code_invalid") })

    // The app's code, from a script's header; used once, it is spent.
    const now = totpCode(setup.body.secret)
    expect((await signIn(login.email, login.password, { headers: { "x-staff-otp": now } })).status).toBe(200)
    expect((await signIn(login.email, login.password, { headers: { "x-staff-otp": now } })).body.code).toBe("two_factor_code_invalid")
    // A recovery code, from the admin login page's cookie, which the answer clears.
    const recovered = await signIn(login.email, login.password, { headers: { cookie: `staff_otp=${encodeURIComponent(recoveryCodes[3].toUpperCase())}` } })
    expect(recovered.status).toBe(200)
    expect(recovered.headers.get("set-cookie")).toMatch(/staff_otp=;.*Max-Age=0/)
    expect((await signIn(login.email, login.password, { otp: recoveryCodes[3] })).status).toBe(401)
    expect((await as("/admin/staff/two-factor")).body).toMatchObject({ enabled: true, recovery_codes_left: 9 })

    // New recovery codes take a fresh code from the app; the old ones stop working. (Four refused sign-ins
    // so far: the fifth of one account within LOGIN_RATE_WINDOW is its last before 429.)
    const renewed = await as("/admin/staff/two-factor/recovery-codes", { method: "POST", json: { code: totpCode(setup.body.secret, 1) } })
    expect(renewed.status).toBe(200)
    expect((await signIn(login.email, login.password, { otp: renewed.body.recovery_codes[0] })).status).toBe(200)
    expect((await signIn(login.email, login.password, { otp: recoveryCodes[0] })).status).toBe(401)
  })

  it("is turned off with a code by someone whose roles do not require it", async () => {
    const user = await withTwoFactor()
    // A wrong password says nothing of the second factor.
    const wrongPassword = await signIn(user.email, "wrong-password")
    expect(wrongPassword.status).toBe(401)
    expect(String(wrongPassword.body.code)).not.toMatch(/two_factor/)
    const spent = await user.as("/admin/staff/two-factor/disable", { method: "POST", json: { code: totpCode(user.secret, -1) } })
    expect(spent.status).toBe(400)
    expect(spent.body.errors).toEqual({ code: [t("staff_two_factor_code_invalid")] })
    const off = await user.as("/admin/staff/two-factor/disable", { method: "POST", json: { code: totpCode(user.secret) } })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({ enabled: false, recovery_codes_left: 0 })
    expect((await signIn(user.email, user.password)).status).toBe(200)
  })

  it("is required of roles that can reveal personal data or refund: past the due date, only setting it up is left", async () => {
    const login = await invitedUser()
    const as = signedIn(login.email, login.password)
    const { body: me } = await as("/admin/staff/me")
    expect((await admin(`/admin/staff/${me.user_id}`, { method: "POST", json: { roles: ["accountant"] } })).status).toBe(200)
    const { body: required } = await as("/admin/staff/me")
    expect(required.two_factor).toMatchObject({ enabled: false, required: true })
    expect(Date.parse(required.two_factor.due_at) - Date.now()).toBeGreaterThan(6.9 * 86_400_000)
    expect((await as("/admin/orders?limit=1")).status).toBe(200)

    const client = db()
    await client.connect()
    await client.query(`update staff_member set two_factor_due_at = now() - interval '1 minute' where user_id = $1`, [me.user_id])
    await client.end()
    const refused = await as("/admin/orders?limit=1")
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: "two_factor_setup_required", message: t("staff_two_factor_setup_required") })
    expect((await as("/admin/staff/me")).status).toBe(200)

    const setup = await as("/admin/staff/two-factor/setup", { method: "POST", json: {} })
    await freshTotpPeriod()
    expect((await as("/admin/staff/two-factor/enable", { method: "POST", json: { code: totpCode(setup.body.secret, -1) } })).status).toBe(200)
    expect((await as("/admin/orders?limit=1")).status).toBe(200)
    const keep = await as("/admin/staff/two-factor/disable", { method: "POST", json: { code: totpCode(setup.body.secret) } })
    expect(keep.status).toBe(400)
    expect(keep.body.errors).toEqual({ code: [t("staff_two_factor_required_for_roles")] })
  })

  it("is reset by an administrator when a colleague lost their app and codes: the password alone signs in, then a new app is set up", async () => {
    const user = await withTwoFactor()
    const { body: me } = await user.as("/admin/staff/me")
    expect((await signIn(user.email, user.password)).status).toBe(401)
    // Only those who manage the staff may; the colleague's answer is their staff row.
    expect((await signedIn(demoEmail("supervisor"))(`/admin/staff/${me.user_id}/two-factor/reset`, { method: "POST", json: {} })).status).toBe(403)
    const reset = await admin(`/admin/staff/${me.user_id}/two-factor/reset`, { method: "POST", json: {} })
    expect(reset.status).toBe(200)
    expect(reset.body.staff_member).toMatchObject({ user_id: me.user_id, two_factor_enabled: false })
    expect((await signIn(user.email, user.password)).status).toBe(200)
    expect((await signIn(user.email, user.password, { otp: user.recoveryCodes[0] })).status).toBe(200)
    const { body: audit } = await eventually(
      () => admin(`/admin/staff/audit?q=${encodeURIComponent(`/admin/staff/${me.user_id}/two-factor/reset`)}`),
      (res) => res.body.entries?.length > 0,
    )
    expect(audit.entries[0]).toMatchObject({ action: "staff.member_changed", path: `/admin/staff/${me.user_id}/two-factor/reset` })
    expect((await admin("/admin/staff/user_missing/two-factor/reset", { method: "POST", json: {} })).status).toBe(404)
  })
})

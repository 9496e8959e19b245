import { Secret, TOTP } from "otpauth"
import type { StaffRole } from "@electroshop/contracts/staff"
import { admin, anonymous, signedIn } from "./api"

// No vitest here: the e2e specs (Playwright) use these too.

/** The demo login of a role (scripts/seed/staff.ts), all with the administrator's password. */
export const demoEmail = (role: StaffRole) =>
  role === "administrator" ? (process.env.ADMIN_EMAIL ?? "admin@electroshop.local") : `${role.replace(/_/g, "-")}@electroshop.local`

/** Registers `email` with a new password and accepts the invitation `token` as the colleague would: their login. */
export async function acceptInvite(email: string, token: string) {
  const password = `Pw-${Date.now()}-x`
  const registered = await anonymous<{ token: string }>("/auth/user/emailpass/register", { method: "POST", json: { email, password } })
  if (registered.status !== 200) throw new Error(`registering ${email}: ${registered.status} ${JSON.stringify(registered.body)}`)
  const accepted = await anonymous(`/admin/invites/accept?token=${token}`, {
    method: "POST",
    headers: { authorization: `Bearer ${registered.body.token}` },
    json: { email, first_name: "New", last_name: "Staff" },
  })
  if (accepted.status !== 200) throw new Error(`accepting the invitation of ${email}: ${accepted.status} ${JSON.stringify(accepted.body)}`)
  return { email, password }
}

/** A user invited in Medusa's Settings → Users who has accepted: no role given yet. */
export async function invitedUser() {
  const email = `invited-${Date.now()}@electroshop.local`
  const invite = await admin<{ invite: { token: string } }>("/admin/invites", { method: "POST", json: { email } })
  if (invite.status !== 200) throw new Error(`inviting ${email}: ${invite.status} ${JSON.stringify(invite.body)}`)
  return acceptInvite(email, invite.body.invite.token)
}

/** A new colleague given these roles and stores by the administrator: their id and their own API. */
export async function colleague(roles: StaffRole[], stores: string[]) {
  const { email, password } = await invitedUser()
  const { body } = await admin<{ staff: { email: string; user_id: string }[] }>("/admin/staff")
  const userId = body.staff.find((m) => m.email === email)!.user_id
  const saved = await admin<{ staff_member: { stock_location_ids: string[] } }>(`/admin/staff/${userId}`, {
    method: "POST",
    json: { roles, stock_location_ids: stores },
  })
  if (saved.status !== 200 || JSON.stringify(saved.body.staff_member.stock_location_ids) !== JSON.stringify(stores))
    throw new Error(`giving ${email} ${roles.join(", ")}: ${saved.status} ${JSON.stringify(saved.body)}`)
  return { userId, api: signedIn(email, password) }
}

const PERIOD_MS = 30_000

/** The code an authenticator app shows for this two-factor secret, `periods` periods of 30 s from now. */
export const totpCode = (secret: string, periods = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp: Date.now() + periods * PERIOD_MS })

/**
 * Codes one period either side of the server's now are good: a test that uses the codes around now
 * starts, if the period is about to end, in the next one, so the server's now is the test's.
 */
export async function freshTotpPeriod(margin = 8_000) {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS)
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 100))
}

import { expect } from "vitest"
import type { StaffRole } from "@electroshop/contracts/staff"
import { admin, anonymous } from "./api"

/** The demo login of a role (scripts/seed/staff.ts), all with the administrator's password. */
export const demoEmail = (role: StaffRole) =>
  role === "administrator" ? (process.env.ADMIN_EMAIL ?? "admin@electroshop.local") : `${role.replace(/_/g, "-")}@electroshop.local`

/** Registers `email` with a new password and accepts the invitation `token` as the colleague would: their login. */
export async function acceptInvite(email: string, token: string) {
  const password = `Pw-${Date.now()}-x`
  const registered = await anonymous<{ token: string }>("/auth/user/emailpass/register", { method: "POST", json: { email, password } })
  expect(registered.status).toBe(200)
  const accepted = await anonymous(`/admin/invites/accept?token=${token}`, {
    method: "POST",
    headers: { authorization: `Bearer ${registered.body.token}` },
    json: { email, first_name: "New", last_name: "Staff" },
  })
  expect(accepted.status).toBe(200)
  return { email, password }
}

/** A user invited in Medusa's Settings → Users who has accepted: no role given yet. */
export async function invitedUser() {
  const email = `invited-${Date.now()}@electroshop.local`
  const invite = await admin<{ invite: { token: string } }>("/admin/invites", { method: "POST", json: { email } })
  expect(invite.status).toBe(200)
  return acceptInvite(email, invite.body.invite.token)
}

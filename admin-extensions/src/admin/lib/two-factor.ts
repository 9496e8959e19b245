import type { StaffTwoFactorStatus } from "@electroshop/contracts/staff"

/** What the signed-in user's pages say about a two-factor sign-in their roles require and they have not set up. */
export type TwoFactorNotice = { kind: "overdue" } | { kind: "due"; at: string }

/**
 * Null when nothing is to be said: not required, already on, or a backend too old to tell. A
 * requirement without a date (or with one that cannot be read) counts as due already, as the
 * backend then refuses everything but the set-up anyway.
 */
export function twoFactorNotice(status: StaffTwoFactorStatus | undefined, now: number): TwoFactorNotice | null {
  if (!status?.required || status.enabled) return null
  if (status.due_at && Date.parse(status.due_at) > now) return { kind: "due", at: status.due_at }
  return { kind: "overdue" }
}

/** A base32 secret in blocks of four, as authenticator apps show them: easier to type and to check. */
export const secretBlocks = (secret: string) => (secret.match(/.{1,4}/g) ?? []).join(" ")

import { createHash, randomInt } from "node:crypto"
import { Secret, TOTP } from "otpauth"
import QRCode from "qrcode"
import type { StaffRole, StaffTwoFactorStatus } from "@electroshop/contracts/staff"
import type { StaffAccess } from "../../modules/staff/service"
import { permissionsOf } from "../../modules/staff/policies"
import { envInt } from "../http/rate-limit"

/**
 * Two-factor sign-in of the staff (issue 34): TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what every
 * authenticator app reads from an otpauth URI) by `otpauth`, plus ten single-use recovery codes.
 */
const PERIOD = 30

const totp = (secret: string, label = "") =>
  new TOTP({ issuer: "ElektroShop", label, algorithm: "SHA1", digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) })

/** A new secret, base32 (160 bits, RFC 4226's recommendation). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32

export const otpauthUri = (secret: string, email: string): string => totp(secret, email).toString()

export const qrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" })

/** The time step of `code` for this secret, a step either side allowed for clocks apart; null when wrong. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret).validate({ token: code.replace(/\s/g, ""), timestamp: now, window: 1 })
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta
}

/** Letters and digits nobody mistakes for one another. */
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789"
const RECOVERY_CODES = 10

/** Ten codes like `k3m9p-x2q7w` (about 49 bits each), shown to the user once. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}`)
}

/** What is stored of a recovery code: its SHA-256 (the code is random enough not to need a salt). */
export const recoveryCodeHash = (code: string): string => createHash("sha256").update(code.trim().toLowerCase().replace(/\s/g, "")).digest("hex")

export const looksLikeRecoveryCode = (code: string) => /^[a-z0-9]{5}-?[a-z0-9]{5}$/i.test(code.trim())

/** Roles that can reveal a seller's personal data or a refund account, or refund, must sign in with a second factor. */
export const twoFactorRequired = (roles: readonly StaffRole[]): boolean =>
  permissionsOf(roles).some((p) => p === "buyout:reveal_personal_data" || p === "order:reveal_refund_account" || p === "payment:write")

/** Days a user given such a role has to set it up: STAFF_TWO_FACTOR_GRACE_DAYS (7). */
export const twoFactorDueAt = (from = new Date()): Date => new Date(from.getTime() + envInt(process.env.STAFF_TWO_FACTOR_GRACE_DAYS, 7) * 86_400_000)

/** What the user and the admin see of their two-factor sign-in. */
export function twoFactorStatus(access: StaffAccess): StaffTwoFactorStatus {
  const required = twoFactorRequired(access.roles)
  const { enabled, due_at, recovery_codes_left } = access.two_factor
  return { enabled, required, due_at: required && !enabled && due_at ? due_at.toISOString() : null, recovery_codes_left }
}

/** Whether the user must set up two-factor sign-in before doing anything else: required, off, and due (a requirement without a date is due). */
export function twoFactorOverdue(access: StaffAccess, now = new Date()): boolean {
  const { enabled, due_at } = access.two_factor
  return twoFactorRequired(access.roles) && !enabled && (!due_at || due_at.getTime() <= now.getTime())
}

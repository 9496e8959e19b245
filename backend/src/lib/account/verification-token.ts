import { createHmac, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** How long the verification link of the e-mail works. */
export const VERIFICATION_TOKEN_DAYS = 7

/**
 * The e-mail verification link carries `<customer id>.<expiry>.<signature>`:
 * an HMAC-SHA256 of the customer, the address being verified and the expiry,
 * keyed by a key derived from the JWT secret (as the buy-out's offer links,
 * lib/buyout/offer-token.ts). Bound to the address, it stops working when
 * the address changes; once used it only confirms what is already confirmed,
 * so it is single-use in effect.
 */
function key(scope: MedusaContainer): Buffer {
  const secret = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.jwtSecret
  if (!secret) throw new Error("projectConfig.http.jwtSecret is not set: e-mail verification links cannot be signed")
  return createHmac("sha256", String(secret)).update("electroshop account e-mail verification v1").digest()
}

const sign = (scope: MedusaContainer, id: string, email: string, expires: number) =>
  createHmac("sha256", key(scope)).update(`${id}:${email.toLowerCase()}:${expires}`).digest("base64url")

export function verificationToken(scope: MedusaContainer, id: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFICATION_TOKEN_DAYS * 86400
  return `${id}.${expires}.${sign(scope, id, email, expires)}`
}

/** The customer id a token names, without checking it: the caller loads that customer's address and then calls {@link isValidVerificationToken}. */
export function verificationTokenCustomer(token: string): string | null {
  const [id] = token.split(".")
  return token.split(".").length === 3 && id ? id : null
}

export function isValidVerificationToken(scope: MedusaContainer, token: string, email: string, now = Date.now()): boolean {
  const [id, expiresText, signature] = token.split(".")
  const expires = Number(expiresText)
  if (!id || !signature || !Number.isInteger(expires) || expires * 1000 < now) return false
  const expected = Buffer.from(sign(scope, id, email, expires))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

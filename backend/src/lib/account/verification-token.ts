import type { MedusaContainer } from "@medusajs/framework/types"
import { isSignature, signature } from "../http/signature"

/** How long the verification link of the e-mail works. */
export const VERIFICATION_TOKEN_DAYS = 7

/**
 * The e-mail verification link carries `<customer id>.<expiry>.<signature>`:
 * a signature (lib/http/signature.ts) of the customer, the address being
 * verified and the expiry (as the buy-out's offer links,
 * lib/buyout/offer-token.ts). Bound to the address, it stops working when
 * the address changes; once used it only confirms what is already confirmed,
 * so it is single-use in effect.
 */
const PURPOSE = "electroshop account e-mail verification v1"

const payload = (id: string, email: string, expires: number) => `${id}:${email.toLowerCase()}:${expires}`

export function verificationToken(scope: MedusaContainer, id: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFICATION_TOKEN_DAYS * 86400
  return `${id}.${expires}.${signature(scope, PURPOSE, payload(id, email, expires))}`
}

/** The customer id a token names, without checking it: the caller loads that customer's address and then calls {@link isValidVerificationToken}. */
export function verificationTokenCustomer(token: string): string | null {
  const [id] = token.split(".")
  return token.split(".").length === 3 && id ? id : null
}

export function isValidVerificationToken(scope: MedusaContainer, token: string, email: string, now = Date.now()): boolean {
  const [id, expiresText, signed] = token.split(".")
  const expires = Number(expiresText)
  if (!id || !signed || !Number.isInteger(expires) || expires * 1000 < now) return false
  return isSignature(scope, PURPOSE, payload(id, email, expires), signed)
}

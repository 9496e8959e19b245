import { createHmac, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * What the shop signs instead of storing (e-mailed links, a supervisor's approval): an HMAC-SHA256
 * of the payload, keyed by a key derived from the deployment's JWT secret (generated per installation
 * by the launcher) for one `purpose`, so no signature reveals anything usable for sessions and one
 * purpose's signature is worthless for another.
 */
function key(scope: MedusaContainer, purpose: string): Buffer {
  const secret = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.jwtSecret
  if (!secret) throw new Error(`projectConfig.http.jwtSecret is not set: cannot sign ${purpose}`)
  return createHmac("sha256", String(secret)).update(purpose).digest()
}

/** The signature of `payload` for `purpose`, base64url. */
export const signature = (scope: MedusaContainer, purpose: string, payload: string): string =>
  createHmac("sha256", key(scope, purpose)).update(payload).digest("base64url")

/** Whether `given` is the signature of `payload` for `purpose`, compared in constant time. */
export function isSignature(scope: MedusaContainer, purpose: string, payload: string, given: string): boolean {
  const expected = Buffer.from(signature(scope, purpose, payload))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

import { createHmac, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The seller's answer to a new price offer (status `re_offer`) is authorised
 * by a token in the e-mailed link, not by a login: an HMAC-SHA256 of the sale
 * id and the offered price. It is bound to the price, so a token for one
 * offer cannot decide another. The key is derived from the deployment's JWT
 * secret (generated per installation by the launcher) rather than being the
 * secret itself, so a token never reveals anything usable for sessions.
 */
function offerKey(scope: MedusaContainer): Buffer {
  const secret = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.jwtSecret
  if (!secret) throw new Error("projectConfig.http.jwtSecret is not set: buy-out offer links cannot be signed")
  return createHmac("sha256", String(secret)).update("electroshop buy-out counter-offer v1").digest()
}

const payload = (id: string, offeredPrice: number) => `${id}:${offeredPrice}`

export function offerToken(scope: MedusaContainer, id: string, offeredPrice: number): string {
  return createHmac("sha256", offerKey(scope)).update(payload(id, offeredPrice)).digest("base64url")
}

export function isValidOfferToken(scope: MedusaContainer, id: string, offeredPrice: number | null, token: string): boolean {
  if (offeredPrice === null) return false
  const expected = Buffer.from(offerToken(scope, id, offeredPrice))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

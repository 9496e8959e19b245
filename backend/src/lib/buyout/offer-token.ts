import type { MedusaContainer } from "@medusajs/framework/types"
import { isSignature, signature } from "../http/signature"

/**
 * The seller's answer to a new price offer (status `re_offer`) is authorised
 * by a token in the e-mailed link, not by a login: a signature
 * (lib/http/signature.ts) of the sale id and the offered price. It is bound
 * to the price, so a token for one offer cannot decide another.
 */
const PURPOSE = "electroshop buy-out counter-offer v1"

const payload = (id: string, offeredPrice: number) => `${id}:${offeredPrice}`

export function offerToken(scope: MedusaContainer, id: string, offeredPrice: number): string {
  return signature(scope, PURPOSE, payload(id, offeredPrice))
}

export function isValidOfferToken(scope: MedusaContainer, id: string, offeredPrice: number | null, token: string): boolean {
  return offeredPrice !== null && isSignature(scope, PURPOSE, payload(id, offeredPrice), token)
}

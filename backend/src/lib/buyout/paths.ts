import * as buyout from "@electroshop/contracts/buyout"
import { shopVariant, storefrontUrl } from "../shop/variant"

// Storefront paths of the buy-out pages (declared in @electroshop/contracts/buyout) for this deployment's variant.

export function buyoutPaths() {
  return buyout.buyoutPaths(shopVariant().variant)
}

export function selectorPath(parts: (string | null | undefined)[]): string {
  return buyout.selectorPath(shopVariant().variant, parts)
}

export function thanksPath(id: string): string {
  return buyout.thanksPath(shopVariant().variant, id)
}

/** The status page with the number filled in; the e-mail is typed in, never carried in a URL. */
export function statusPath(number: string): string {
  return buyout.statusPath(shopVariant().variant, number)
}

/** The thank-you page in review mode, opened by the token of the confirmation e-mail (see review-token.ts). */
export function reviewUrl(id: string, token: string): string {
  return `${storefrontUrl()}${buyout.reviewPath(shopVariant().variant, id, token)}`
}

/** The page where the seller accepts or declines a new price offer; `token` signs the sale and the price. */
export function offerUrl(id: string, token: string): string {
  return `${storefrontUrl()}${buyout.offerPath(shopVariant().variant, id, token)}`
}

export function quoteUrl(code: string): string {
  return `${storefrontUrl()}${buyout.quotePath(shopVariant().variant, code)}`
}

/** Prefix of the human buy-out numbers (`VK000123` in cz, `RV000123` in ro). */
export function buyoutNumberPrefix(): string {
  return buyout.BUYOUT_NUMBER_PREFIX[shopVariant().variant]
}

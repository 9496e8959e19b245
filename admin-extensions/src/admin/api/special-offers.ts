import type { AdminSpecialOffer } from "@electroshop/contracts/special-offer"
import { api } from "../lib/sdk"

/** Typed calls of the special-offers admin API (backend/src/api/admin/special-offers/**). */
type SpecialOfferList = { special_offers: AdminSpecialOffer[] }

export const listSpecialOffers = (productId: string) =>
  api<SpecialOfferList>("/admin/special-offers", { query: { product_id: productId } }).then((r) => r.special_offers)

/** Adds an offer to the product; answers the product's offers as they now are. */
export const addSpecialOffer = (productId: string, body: Record<string, unknown>) =>
  api<SpecialOfferList>("/admin/special-offers", { method: "POST", body: { ...body, product_id: productId } }).then((r) => r.special_offers)

export const deleteSpecialOffer = (id: string) => api(`/admin/special-offers/${id}`, { method: "DELETE" })

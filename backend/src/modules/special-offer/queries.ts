import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminSpecialOffer, StoreSpecialOffer } from "@electroshop/contracts/special-offer"

type Offer = {
  id: string
  product_id: string
  kind: AdminSpecialOffer["kind"]
  label: string
  valid_from: Date | string | null
  valid_to: Date | string | null
  is_active: boolean
  /** Through links/special-offer-gift-product.ts; null when the offer gives nothing or its product is gone. */
  gift_product: { id: string; title: string; handle: string } | null
}

const FIELDS = ["id", "product_id", "kind", "label", "valid_from", "valid_to", "is_active", "gift_product.id", "gift_product.title", "gift_product.handle"]

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : null)

/** Active, from the start of its first day to the end of its last (days are stored as their midnight UTC). */
function isCurrent(offer: Offer, now = new Date()): boolean {
  if (!offer.is_active) return false
  if (offer.valid_from && new Date(offer.valid_from).getTime() > now.getTime()) return false
  return !offer.valid_to || new Date(offer.valid_to).getTime() + DAY_MS > now.getTime()
}

async function offers(container: MedusaContainer, filters: Record<string, unknown>, order: "ASC" | "DESC"): Promise<Offer[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "special_offer", fields: FIELDS, filters, pagination: { order: { created_at: order } } })
  return data as unknown as Offer[]
}

/** A product's offers for the admin, newest first, with the gift's title and handle. */
export async function adminOffersOf(container: MedusaContainer, productId: string): Promise<AdminSpecialOffer[]> {
  return (await offers(container, { product_id: productId }, "DESC")).map((offer) => ({
    id: offer.id,
    product_id: offer.product_id,
    kind: offer.kind,
    label: offer.label,
    gift_product: offer.gift_product ?? null,
    valid_from: isoDay(offer.valid_from),
    valid_to: isoDay(offer.valid_to),
    is_active: offer.is_active,
    current: isCurrent(offer),
  }))
}

/** The offers shoppers see today, per product id (products without one are absent). */
export async function currentOffersOf(container: MedusaContainer, productIds: string[]): Promise<Record<string, StoreSpecialOffer[]>> {
  const current: Record<string, StoreSpecialOffer[]> = {}
  for (const offer of await offers(container, { product_id: productIds, is_active: true }, "ASC")) {
    // A gift whose product is gone is not offered.
    if (!isCurrent(offer) || (offer.kind === "gift" && !offer.gift_product)) continue
    const gift = offer.gift_product ? { title: offer.gift_product.title, handle: offer.gift_product.handle } : null
    ;(current[offer.product_id] ??= []).push({ kind: offer.kind, label: offer.label, gift_product: gift })
  }
  return current
}

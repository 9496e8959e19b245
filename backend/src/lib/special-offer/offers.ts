import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { AdminSpecialOffer, StoreSpecialOffer } from "@electroshop/contracts/special-offer"
import { SPECIAL_OFFER_MODULE, type SpecialOfferModuleService } from "../../modules/special-offer"

type Row = {
  id: string
  product_id: string
  kind: AdminSpecialOffer["kind"]
  label: string
  gift_product_id: string | null
  valid_from: Date | string | null
  valid_to: Date | string | null
  is_active: boolean
}
type ProductRef = { id: string; title: string; handle: string }

const DAY_MS = 24 * 60 * 60 * 1000
const isoDay = (value: Date | string | null) => (value ? new Date(value).toISOString().slice(0, 10) : null)

/** Active, from the start of its first day to the end of its last (days are stored as their midnight UTC). */
export function isCurrent(row: Row, now = new Date()): boolean {
  if (!row.is_active) return false
  if (row.valid_from && new Date(row.valid_from).getTime() > now.getTime()) return false
  return !row.valid_to || new Date(row.valid_to).getTime() + DAY_MS > now.getTime()
}

async function productsById(container: MedusaContainer, ids: string[]): Promise<Map<string, ProductRef>> {
  if (!ids.length) return new Map()
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "title", "handle"], filters: { id: [...new Set(ids)] } })
  return new Map((data as ProductRef[]).map((p) => [p.id, p]))
}

/** A product's offers for the admin, newest first, with the gift's title and handle. */
export async function adminOffersOf(container: MedusaContainer, productId: string): Promise<AdminSpecialOffer[]> {
  const rows = (await container
    .resolve<SpecialOfferModuleService>(SPECIAL_OFFER_MODULE)
    .listSpecialOffers({ product_id: productId }, { order: { created_at: "DESC" } })) as Row[]
  const gifts = await productsById(
    container,
    rows.map((r) => r.gift_product_id).filter((id): id is string => !!id),
  )
  return rows.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    kind: row.kind,
    label: row.label,
    gift_product: row.gift_product_id ? (gifts.get(row.gift_product_id) ?? null) : null,
    valid_from: isoDay(row.valid_from),
    valid_to: isoDay(row.valid_to),
    is_active: row.is_active,
    current: isCurrent(row),
  }))
}

/** The offers shoppers see today, per product id (products without one are absent). */
export async function currentOffersOf(container: MedusaContainer, productIds: string[]): Promise<Record<string, StoreSpecialOffer[]>> {
  const rows = (
    (await container
      .resolve<SpecialOfferModuleService>(SPECIAL_OFFER_MODULE)
      .listSpecialOffers({ product_id: productIds, is_active: true }, { order: { created_at: "ASC" } })) as Row[]
  ).filter((row) => isCurrent(row))
  const gifts = await productsById(
    container,
    rows.map((r) => r.gift_product_id).filter((id): id is string => !!id),
  )
  const offers: Record<string, StoreSpecialOffer[]> = {}
  for (const row of rows) {
    const gift = row.gift_product_id ? gifts.get(row.gift_product_id) : null
    // A gift whose product is gone is not offered.
    if (row.kind === "gift" && !gift) continue
    ;(offers[row.product_id] ??= []).push({ kind: row.kind, label: row.label, gift_product: gift ? { title: gift.title, handle: gift.handle } : null })
  }
  return offers
}

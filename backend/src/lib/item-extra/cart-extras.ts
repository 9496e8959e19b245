import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import {
  offersForDevice,
  type AdminItemExtra,
  type ExtraOfferTarget,
  type ItemExtraKind,
  type ItemExtraLink,
  type StoreCartExtras,
  type StoreItemExtraOffer,
} from "@electroshop/contracts/item-extra"
import { ITEM_EXTRA_MODULE, type ItemExtraModuleService } from "../../modules/item-extra"
import { ShopError } from "../http/errors"
import { itemExtraMessage } from "./messages"

export type CartLine = {
  id: string
  variant_id?: string | null
  product_id?: string | null
  quantity: number
  unit_price: number
  title: string
  product_title: string | null
  variant_title: string | null
  metadata: Record<string, unknown> | null
  product: { metadata: Record<string, unknown> | null } | null
}
type Offer = AdminItemExtra

const LINE_FIELDS = ["id", "variant_id", "product_id", "quantity", "unit_price", "title", "product_title", "variant_title", "metadata", "product.metadata"]

/** The extra a line is (`metadata.item_extra`), or null for a device or any other goods. */
export function extraOf(line: Pick<CartLine, "metadata">): ItemExtraLink | null {
  const link = line.metadata?.item_extra as ItemExtraLink | undefined
  return link && typeof link === "object" && typeof link.parent_line_id === "string" ? link : null
}

const deviceType = (line: Pick<CartLine, "product">) => {
  const type = line.product?.metadata?.device_type
  return typeof type === "string" ? type : null
}

/** What a device's offers go by: its type and its product. */
const targetOf = (line: Pick<CartLine, "product" | "product_id">): ExtraOfferTarget => ({ device_type: deviceType(line), product_id: line.product_id ?? null })

export async function cartLines(container: MedusaContainer, cartId: string): Promise<CartLine[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: LINE_FIELDS.map((f) => `items.${f}`), filters: { id: cartId } })
  if (!data[0]) throw ShopError.notFound(itemExtraMessage("cart_not_found"))
  return ((data[0] as { items?: (CartLine | null)[] }).items ?? []).filter((l): l is CartLine => !!l)
}

/** The extras of a line (the lines linked to it). */
export const extrasOf = (lines: CartLine[], lineId: string) => lines.filter((l) => extraOf(l)?.parent_line_id === lineId)

async function activeOffers(container: MedusaContainer, filters: Record<string, unknown>): Promise<Offer[]> {
  return (await container
    .resolve<ItemExtraModuleService>(ITEM_EXTRA_MODULE)
    .listItemExtras({ ...filters, is_active: true }, { order: { kind: "DESC", months: "ASC", price: "ASC" } })) as unknown as Offer[]
}

const toStore = (o: Offer): StoreItemExtraOffer => ({ id: o.id, kind: o.kind, name: o.name, months: o.months, price: Number(o.price) })

/** The offers of one product (its product page): as its cart line would get them; 404 for an unknown product. */
export async function productExtras(container: MedusaContainer, productId: string): Promise<StoreItemExtraOffer[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ["id", "metadata"], filters: { id: productId } })
  const product = data[0] as { id: string; metadata: Record<string, unknown> | null } | undefined
  if (!product) throw ShopError.notFound(itemExtraMessage("not_found"))
  return offersForDevice(await activeOffers(container, {}), targetOf({ product, product_id: product.id })).map(toStore)
}

/**
 * What each device line of a cart can get, and which chosen extras no longer
 * hold: their offer's price moved or it is no longer offered (switched off,
 * removed, or its device left the cart).
 */
export async function cartExtras(container: MedusaContainer, cartId: string): Promise<StoreCartExtras> {
  return (await extrasState(container, cartId)).extras
}

async function extrasState(container: MedusaContainer, cartId: string): Promise<{ lines: CartLine[]; extras: StoreCartExtras }> {
  const lines = await cartLines(container, cartId)
  const devices = lines.filter((l) => !extraOf(l))
  // Every active offer: a short list, and an insurance may name any of the cart's products.
  const offers = devices.length ? await activeOffers(container, {}) : []
  const result: StoreCartExtras = { offers: {}, changed: [] }
  for (const line of devices) {
    const own = offersForDevice(offers, targetOf(line))
    if (own.length) result.offers[line.id] = own.map(toStore)
  }
  for (const line of lines) {
    const link = extraOf(line)
    if (!link) continue
    const parent = devices.find((l) => l.id === link.parent_line_id)
    const offer = parent ? offersForDevice(offers, targetOf(parent)).find((o) => o.id === link.offer_id) : undefined
    if (!offer || Number(offer.price) !== Number(line.unit_price)) result.changed.push(line.id)
  }
  return { lines, extras: result }
}

/** The 400 of an extra chosen at a price that no longer holds: 'Insurance price changed, select again.' at the extra's kind. */
export function priceChanged(kind: ItemExtraKind) {
  const key = kind === "insurance" ? "insurance_price_changed" : "warranty_price_changed"
  const message = itemExtraMessage(key)
  return ShopError.validation({ [kind]: [message] }, { message, error_codes: { [kind]: key } })
}

/** Completion and cart updates refuse a cart with an extra whose price moved since it was chosen. */
export async function assertCartExtrasCurrent(container: MedusaContainer, cartId: string) {
  const { lines, extras } = await extrasState(container, cartId)
  const { changed } = extras
  if (!changed.length) return
  const kinds = lines.filter((l) => changed.includes(l.id)).map((l) => extraOf(l)!.kind)
  throw priceChanged(kinds.includes("insurance") ? "insurance" : "warranty")
}

/** The offer for a device line at the price the shopper saw; the line item it becomes and the extras it replaces. */
export async function resolveCartExtra(container: MedusaContainer, input: { cart_id: string; line_id: string; offer_id: string; price: number }) {
  const lines = await cartLines(container, input.cart_id)
  const parent = lines.find((l) => l.id === input.line_id && !extraOf(l))
  if (!parent) throw ShopError.validation({ line_id: [itemExtraMessage("line_not_found")] })
  const offer = offersForDevice(await activeOffers(container, {}), targetOf(parent)).find((o) => o.id === input.offer_id)
  if (!offer) throw ShopError.validation({ offer_id: [itemExtraMessage("not_offered")] })
  if (Number(offer.price) !== input.price) throw priceChanged(offer.kind)
  const link: ItemExtraLink = { kind: offer.kind, offer_id: offer.id, parent_line_id: parent.id }
  // One warranty extension per device; an insurance chosen again replaces itself.
  const replaced = extrasOf(lines, parent.id)
    .filter((l) => extraOf(l)!.kind === offer.kind && (offer.kind === "warranty" || extraOf(l)!.offer_id === offer.id))
    .map((l) => l.id)
  return {
    replaced,
    item: {
      title: offer.name,
      variant_title: [parent.product_title ?? parent.title, parent.variant_title].filter(Boolean).join(" "),
      quantity: parent.quantity,
      unit_price: Number(offer.price),
      is_tax_inclusive: true,
      requires_shipping: false,
      metadata: { item_extra: link },
    },
  }
}

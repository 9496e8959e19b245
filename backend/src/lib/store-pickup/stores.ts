import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { isShopStore } from "@electroshop/contracts/delivery"
import { ShopError } from "../http/errors"
import { shopTimeZone } from "../shop/variant"
import { readiness, type OpeningHours } from "./hours"
import { storePickupMessage } from "./messages"

export type StoreView = {
  id: string
  name: string
  address: { address_1: string; city: string; postal_code: string }
  opening_hours_text: string | null
  opening_hours: OpeningHours
  ready: ReturnType<typeof readiness>
  /** Whether every item of the cart is in stock at this store, and per variant how many are. */
  in_stock: boolean
  stock: Record<string, number>
}

type CartLine = { variant_id: string; quantity: number; inventory_item_ids: string[]; managed: boolean }

async function cartLines(container: MedusaContainer, cartId: string): Promise<CartLine[]> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [cart],
  } = await query.graph({
    entity: "cart",
    fields: ["id", "items.variant_id", "items.quantity", "items.variant.manage_inventory", "items.variant.inventory_items.inventory_item_id"],
    filters: { id: cartId },
  })
  return (cart?.items ?? []).flatMap((item) =>
    item?.variant_id
      ? [
          {
            variant_id: item.variant_id,
            quantity: Number(item.quantity),
            managed: item.variant?.manage_inventory !== false,
            inventory_item_ids: (item.variant?.inventory_items ?? []).map((i) => i?.inventory_item_id).filter((id): id is string => !!id),
          },
        ]
      : [],
  )
}

/** The shop's stores, by name: Medusa's stock locations whose metadata says `store: true` (the warehouse's does not). */
export async function shopStores(container: MedusaContainer) {
  const locations = await container.resolve(Modules.STOCK_LOCATION).listStockLocations({}, { relations: ["address"], order: { name: "ASC" }, take: null })
  return locations.filter((l) => isShopStore(l))
}

/**
 * The shop's stores with their opening hours (`metadata.opening_hours`, local time),
 * when an order placed now is ready, and the stock of the cart's items at each.
 */
export async function listStores(container: MedusaContainer, cartId?: string, now = new Date()): Promise<StoreView[]> {
  const stores = await shopStores(container)
  const lines = cartId ? await cartLines(container, cartId) : []
  const itemIds = lines.flatMap((l) => l.inventory_item_ids)
  const levels =
    itemIds.length && stores.length
      ? await container.resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: itemIds, location_id: stores.map((s) => s.id) }, { take: null })
      : []
  const zone = shopTimeZone()
  return stores.map((store) => {
    const meta = (store.metadata ?? {}) as { opening_hours?: OpeningHours; opening_hours_text?: string }
    const available = (itemId: string) => {
      const level = levels.find((l) => l.location_id === store.id && l.inventory_item_id === itemId)
      return level ? Number(level.stocked_quantity) - Number(level.reserved_quantity) : 0
    }
    const stock = Object.fromEntries(lines.map((l) => [l.variant_id, l.managed ? Math.min(...l.inventory_item_ids.map(available), Infinity) : 999])) as Record<
      string,
      number
    >
    return {
      id: store.id,
      name: store.name,
      address: { address_1: store.address?.address_1 ?? "", city: store.address?.city ?? "", postal_code: store.address?.postal_code ?? "" },
      opening_hours_text: meta.opening_hours_text ?? null,
      opening_hours: meta.opening_hours ?? {},
      ready: readiness(meta.opening_hours ?? {}, now, zone),
      in_stock: lines.every((l) => (stock[l.variant_id] ?? 0) >= l.quantity),
      stock,
    }
  })
}

/** The store a shopper chose for a cart: a store, with everything in stock there (400 on `stock_location_id` otherwise). */
export async function assertStoreAvailable(container: MedusaContainer, cartId: string, id: unknown): Promise<StoreView> {
  const fail = (key: "choose_store" | "not_in_stock") => {
    const message = storePickupMessage(key)
    return new ShopError(400, { message, code: "store_unavailable", errors: { stock_location_id: [message] } })
  }
  if (typeof id !== "string" || !id) throw fail("choose_store")
  const store = (await listStores(container, cartId)).find((s) => s.id === id)
  if (!store) throw fail("choose_store")
  if (!store.in_stock) throw fail("not_in_stock")
  return store
}

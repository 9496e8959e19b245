import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { FAVORITES_KEY, mergeFavorites, storedFavorites, type StoreFavorites } from "@electroshop/contracts/account"
import { ShopError } from "../http/errors"
import { accountMessage } from "./messages"

/** Ids of `ids` that are no published product (a favourite can only be a product the shop shows). */
async function unknownProducts(scope: MedusaContainer, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const found = await scope.resolve(Modules.PRODUCT).listProducts({ id: ids, status: "published" }, { select: ["id"], take: ids.length })
  const known = new Set(found.map((product) => product.id))
  return ids.filter((id) => !known.has(id))
}

/**
 * Adds and removes the customer's favourites (kept in `metadata.favorite_product_ids`,
 * the rest of the metadata untouched) → the whole list. An unknown product is a
 * field-level 400 under `add`, and nothing is changed.
 */
export async function updateFavorites(scope: MedusaContainer, customerId: string, change: StoreFavorites): Promise<string[]> {
  const unknown = await unknownProducts(scope, [...new Set(change.add)])
  if (unknown.length) {
    throw ShopError.validation({ add: [accountMessage("unknown_product")] }, { error_codes: { add: "unknown_product" } })
  }
  const customers = scope.resolve(Modules.CUSTOMER)
  const customer = await customers.retrieveCustomer(customerId)
  const current = storedFavorites(customer.metadata)
  const next = mergeFavorites(current, change.add, change.remove)
  if (next.join() !== current.join()) await customers.updateCustomers(customerId, { metadata: { ...customer.metadata, [FAVORITES_KEY]: next } })
  return next
}

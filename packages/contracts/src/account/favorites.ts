import { z } from 'zod';

/** `customer.metadata` key: the signed-in customer's favourite products (product ids, most recent first). */
export const FAVORITES_KEY = 'favorite_product_ids';
/** The most favourites one shopper keeps (account and guest cookie alike); the oldest go first. */
export const FAVORITES_MAX = 100;

const productId = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^prod_[A-Za-z0-9]+$/, 'invalid_product');
const productIds = z.array(productId).max(FAVORITES_MAX).default([]);

/**
 * POST /store/account/favorites: products to add (unknown ids → field-level
 * 400 under `add`) and to remove; the answer is the whole list.
 */
export const StoreFavoritesSchema = z.object({ add: productIds, remove: productIds }).strict();
export type StoreFavorites = z.infer<typeof StoreFavoritesSchema>;

/** GET and POST /store/account/favorites: the whole list, most recent first. */
export type StoreFavoritesResponse = { product_ids: string[] };

/** Puts the added ids first (in their order: most recent first), drops the removed ones and duplicates, keeps at most FAVORITES_MAX. */
export function mergeFavorites(current: readonly string[], add: readonly string[] = [], remove: readonly string[] = []): string[] {
  const removed = new Set(remove);
  return [...new Set([...add, ...current])].filter((id) => !removed.has(id)).slice(0, FAVORITES_MAX);
}

/** The favourites stored on a customer (`metadata.favorite_product_ids`), whatever was written there. */
export function storedFavorites(metadata: Record<string, unknown> | null | undefined): string[] {
  const value = metadata?.[FAVORITES_KEY];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

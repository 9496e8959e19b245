import type { HttpTypes } from '@medusajs/types';
import type { StoreMetaMasterResponse } from '@electroshop/contracts/meta-master';
import { backendData } from '~/lib/backend.server';
import { getProductsByHandles } from './products.server';

export interface MetaMasterSiblings {
  name: string;
  /** The other members of the product's meta master, with prices (store product API), new first, then A+ … D. */
  products: HttpTypes.StoreProduct[];
}

/**
 * The same device in other qualities: the members of the product's meta master
 * (backend `GET /store/meta-masters/by-product/:handle`) without the product
 * itself; prices and stock come from the store product API like on every card.
 */
export async function getMetaMasterSiblings(handle: string): Promise<MetaMasterSiblings | null> {
  const { meta_master } = await backendData<StoreMetaMasterResponse>(`/store/meta-masters/by-product/${encodeURIComponent(handle)}`);
  if (!meta_master) return null;
  const others = meta_master.master_products.map((p) => p.handle).filter((h) => h !== handle);
  const products = await getProductsByHandles(others);
  return products.length ? { name: meta_master.name, products } : null;
}

import { isVariantInStock } from '@electroshop/contracts/catalog';
import type { Product } from './product';
import { productMeta } from './product';
import { getProductsByHandles } from './products.server';

/**
 * Staff recommend accessories per device in the product's metadata,
 * `recommended_accessories`: handles separated by commas (editable in the
 * Medusa admin's product metadata; the seed fills the demo devices).
 */
export const ACCESSORIES_METADATA_KEY = 'recommended_accessories';
const MAX_ACCESSORIES = 4;

export function accessoryHandles(product: Pick<Product, 'metadata'>): string[] {
  return (productMeta(product, ACCESSORIES_METADATA_KEY) ?? '')
    .split(',')
    .map((handle) => handle.trim())
    .filter(Boolean);
}

/**
 * The accessories recommended for `devices` (a product page's product, or a
 * cart's devices), in their order, without what `skip` names (the product
 * itself, what the cart holds); at most four, those sold out or not sold any
 * more dropped.
 */
export async function recommendedAccessories(devices: Pick<Product, 'metadata'>[], skip: ReadonlySet<string> = new Set()): Promise<Product[]> {
  const handles = [...new Set(devices.flatMap(accessoryHandles))].filter((handle) => !skip.has(handle));
  try {
    const products = await getProductsByHandles(handles);
    return products.filter((product) => product.variants?.some(isVariantInStock)).slice(0, MAX_ACCESSORIES);
  } catch (error) {
    console.error('Recommended accessories failed to load', error);
    return [];
  }
}

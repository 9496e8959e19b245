import { getVariantConfig, parseVariant, type VariantConfig } from '@electroshop/domain';

/** Shop-wide settings read once from the environment. */
export interface ShopConfig extends VariantConfig {
  backendUrl: string;
}

let cached: ShopConfig | undefined;

export function getShopConfig(): ShopConfig {
  if (!cached) {
    const variant = parseVariant(process.env.SHOP_VARIANT);
    const backendUrl = (process.env.BACKEND_URL || 'http://localhost:9000').replace(/\/+$/, '');
    cached = { ...getVariantConfig(variant), backendUrl };
  }
  return cached;
}

import { describe, expect, it } from 'vitest';
import {
  CatalogListingParamsSchema,
  PRODUCT_QUALITIES,
  inventoryQuantity,
  isProductInStock,
  isVariantInStock,
  maxOrderQuantity,
  productQualityRank,
} from './index.js';

describe('CatalogListingParamsSchema', () => {
  it('reads a query string with defaults', () => {
    expect(CatalogListingParamsSchema.parse({})).toEqual({ manufacturer: [], quality: [], sort: 'popular', page: 1, limit: 12 });
    expect(CatalogListingParamsSchema.parse({ manufacturer: 'Apple', quality: ['A', '', 'B'], price_min: '', price_max: '500', page: '2' })).toMatchObject({
      manufacturer: ['Apple'],
      quality: ['A', 'B'],
      price_max: 500,
      page: 2,
    });
  });

  it('rejects an inverted price range at both price fields, and unknown sorts', () => {
    const inverted = CatalogListingParamsSchema.safeParse({ price_min: '10', price_max: '5' });
    expect(inverted.success).toBe(false);
    expect(inverted.error!.issues.map((issue) => issue.path)).toEqual([['price_min'], ['price_max']]);
    expect(CatalogListingParamsSchema.safeParse({ sort: 'cheapest' }).success).toBe(false);
    expect(CatalogListingParamsSchema.safeParse({ limit: '101' }).success).toBe(false);
  });
});

describe('product qualities', () => {
  it('put new first, then the grades, unknown last', () => {
    expect(PRODUCT_QUALITIES).toEqual(['new', 'A+', 'A', 'B', 'C', 'D']);
    expect(['B', 'x', 'new', 'A+'].sort((a, b) => productQualityRank(a) - productQualityRank(b))).toEqual(['new', 'A+', 'B', 'x']);
  });
});

describe('in stock', () => {
  it('holds for uncounted and back-ordered variants and for a quantity left', () => {
    expect(isVariantInStock({ manage_inventory: false, inventory_quantity: 0 })).toBe(true);
    expect(isVariantInStock({ manage_inventory: true, allow_backorder: true, inventory_quantity: 0 })).toBe(true);
    expect(isVariantInStock({ manage_inventory: true, inventory_quantity: 1 })).toBe(true);
    expect(isVariantInStock({ manage_inventory: true, inventory_quantity: 0 })).toBe(false);
    expect(isVariantInStock({ manage_inventory: true, inventory_quantity: null })).toBe(false);
    expect(isVariantInStock(null)).toBe(false);
  });

  it('holds for a product when one variant is', () => {
    expect(isProductInStock({ variants: [{ manage_inventory: true, inventory_quantity: 0 }, { manage_inventory: false }] })).toBe(true);
    expect(isProductInStock({ variants: [] })).toBe(false);
  });

  it('reports the quantity only for counted variants and caps the cart quantity', () => {
    expect(inventoryQuantity(true, undefined)).toBe(0);
    expect(inventoryQuantity(false, 5)).toBeNull();
    expect(maxOrderQuantity({ manage_inventory: true, inventory_quantity: 3 })).toBe(3);
    expect(maxOrderQuantity({ manage_inventory: false })).toBe(10);
  });
});

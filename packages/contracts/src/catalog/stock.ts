/** What the stock rule needs of a variant; Medusa's store variant has these fields. */
export type StockInfo = {
  manage_inventory?: boolean | null;
  allow_backorder?: boolean | null;
  /** Sellable quantity: stocked minus reserved, summed over the sales channel's locations. */
  inventory_quantity?: number | null;
};

/**
 * The one "in stock" rule: a variant can be bought now when the shop does
 * not count its stock, when it may be back-ordered, or when some quantity is
 * left that no cart has reserved.
 */
export function isVariantInStock(variant: StockInfo | null | undefined): boolean {
  if (!variant) return false;
  if (!variant.manage_inventory || variant.allow_backorder) return true;
  return (variant.inventory_quantity ?? 0) > 0;
}

/** A product is in stock when one of its variants is. */
export function isProductInStock(product: { variants?: readonly StockInfo[] | null } | null | undefined): boolean {
  return (product?.variants ?? []).some(isVariantInStock);
}

/**
 * The `inventory_quantity` a store response carries: the sellable quantity for
 * counted variants, null for variants whose stock is not counted.
 */
export function inventoryQuantity(manageInventory: boolean | null | undefined, available: number | null | undefined): number | null {
  return manageInventory ? (available ?? 0) : null;
}

/** How many pieces a shopper may put in the cart at once. */
export function maxOrderQuantity(variant: StockInfo | null | undefined, cap = 10): number {
  if (!variant || !variant.manage_inventory || variant.allow_backorder) return cap;
  return Math.max(0, Math.min(cap, variant.inventory_quantity ?? 0));
}

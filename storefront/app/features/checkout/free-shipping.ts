type PriceLike = {
  amount?: number | string | null;
  currency_code?: string | null;
  price_rules?: { attribute?: string | null; operator?: string | null; value?: string | number | null }[] | null;
};

/**
 * The item total from which a shipping option costs nothing, read from its
 * prices as staff set them in Medusa (a price of 0 with an `item_total` ≥ rule),
 * or null when it is never free.
 */
export function freeShippingFrom(prices: PriceLike[] | null | undefined, currencyCode: string): number | null {
  const thresholds = (prices ?? [])
    .filter((p) => Number(p.amount) === 0 && (!p.currency_code || p.currency_code.toLowerCase() === currencyCode.toLowerCase()))
    .flatMap((p) => (p.price_rules ?? []).filter((r) => r.attribute === 'item_total' && (r.operator === 'gte' || r.operator === 'gt')))
    .map((r) => Number(r.value))
    .filter((n) => Number.isFinite(n) && n > 0);
  return thresholds.length ? Math.min(...thresholds) : null;
}

export type FreeShipping = { from: number; remaining: number };

/** How far the cart is from free delivery: the lowest threshold of the options that have one, and what is left to it (0 once reached). */
export function freeShippingProgress(thresholds: (number | null)[], itemTotal: number): FreeShipping | null {
  const known = thresholds.filter((n): n is number => n !== null);
  if (!known.length) return null;
  const from = Math.min(...known);
  return { from, remaining: Math.max(0, from - itemTotal) };
}

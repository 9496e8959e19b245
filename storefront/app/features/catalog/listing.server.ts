import { priceRangeInverted, type CatalogQuery, type CatalogResult } from './catalog';

/**
 * A listing's products for the shopper's query (category page, search
 * results), or a null `result` when the catalogue did not answer (the page
 * shows a notice with a retry) or there is nothing to ask (`list` null).
 */
export async function loadListing(
  query: CatalogQuery,
  list: ((query: CatalogQuery) => Promise<CatalogResult>) | null,
  failure: string,
): Promise<{ query: CatalogQuery; priceInverted: boolean; result: CatalogResult | null }> {
  // An inverted price range is answered with a message at the price fields;
  // the listing meanwhile ignores the range instead of showing nothing.
  const priceInverted = priceRangeInverted(query);
  let result: CatalogResult | null = null;
  try {
    result = list ? await list(priceInverted ? { ...query, priceMin: null, priceMax: null } : query) : null;
  } catch (error) {
    console.error(failure, error);
  }
  return { query, priceInverted, result };
}

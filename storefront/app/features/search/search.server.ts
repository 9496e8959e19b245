import { CATALOG_PAGE_SIZE, SEARCH_PATH, SEARCH_SUGGESTIONS_PATH, type SearchResponse, type SearchSuggestionsResponse } from '@electroshop/contracts/catalog';
import { backendData } from '~/lib/backend.server';
import { getRegion } from '~/lib/region.server';
import type { CatalogQuery, CatalogResult } from '~/features/catalog/catalog';
import { categoryUrl, findCategoryPath } from '~/features/catalog/categories';
import { getCategoryTree } from '~/features/catalog/categories.server';
import { catalogApiParams, toCatalogResult } from '~/features/catalog/products.server';
import type { Suggestion } from './search';

/** The search results: the category listing's answer over the products matching `q`. */
export async function searchCatalog(q: string, query: CatalogQuery, limit = CATALOG_PAGE_SIZE): Promise<CatalogResult> {
  const region = await getRegion();
  const params = catalogApiParams(query, limit, region.id);
  params.set('q', q);
  return toCatalogResult(await backendData<SearchResponse<CatalogResult['products'][number]>>(`${SEARCH_PATH}?${params.toString()}`), query, limit);
}

/**
 * The header box's rows: categories first (few, and they lead to a whole
 * listing), then products. Categories the menu does not show are left out;
 * the others link to their storefront path.
 */
export async function searchSuggestions(q: string): Promise<Suggestion[]> {
  const [region, tree] = await Promise.all([getRegion(), getCategoryTree()]);
  const found = await backendData<SearchSuggestionsResponse>(SEARCH_SUGGESTIONS_PATH, { q, region_id: region.id });
  const categories = found.categories.flatMap((c): Suggestion[] => {
    const path = findCategoryPath(tree, c.handle);
    const node = path?.[path.length - 1];
    return node ? [{ kind: 'category', id: c.id, title: node.name, href: categoryUrl(node) }] : [];
  });
  const products = found.products.map((p): Suggestion => ({
    kind: 'product',
    id: p.id,
    title: p.title,
    href: `/p/${p.handle}`,
    thumbnail: p.thumbnail,
    price: p.price,
    currencyCode: p.currency_code,
  }));
  return [...categories, ...products];
}

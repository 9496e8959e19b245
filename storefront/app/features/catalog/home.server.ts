import { GRADES } from '@electroshop/contracts/buyout';
import { DEFAULT_CATALOG_SORT } from '@electroshop/contracts/catalog';
import type { CatalogQuery } from './catalog';
import type { CardProduct } from './product';
import { cardOf, listCatalog, listLatestProducts } from './products.server';

const base: CatalogQuery = {
  manufacturers: [],
  qualities: [],
  priceMin: null,
  priceMax: null,
  sort: DEFAULT_CATALOG_SORT,
  page: 1,
};

type HomeProducts = { newProducts: CardProduct[]; usedProducts: CardProduct[] };

/**
 * New and used devices for the home page; falls back to the newest products.
 * Not memoised: the page cache keeps the rendered home page until a catalogue
 * change, and a copy kept here would outlive that change.
 */
export async function getHomeProducts(): Promise<HomeProducts> {
  try {
    const [fresh, used] = await Promise.all([
      listCatalog(null, { ...base, qualities: ['new'], sort: 'newest' }, 4),
      listCatalog(null, { ...base, qualities: [...GRADES], sort: 'popular' }, 4),
    ]);
    return { newProducts: fresh.products, usedProducts: used.products };
  } catch (error) {
    console.error('Catalog route failed on the home page; showing the newest products', error);
    const latest = (await listLatestProducts(8)).map(cardOf);
    return { newProducts: latest.slice(0, 4), usedProducts: latest.slice(4, 8) };
  }
}

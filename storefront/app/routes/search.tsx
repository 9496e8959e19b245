import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '@electroshop/contracts/catalog';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { Pagination } from '~/components/Pagination';
import { catalogSearchParams, hasActiveFilters, parseCatalogQuery, priceRangeInverted, type CatalogResult } from '~/features/catalog/catalog';
import { CatalogFilters, SortSelect } from '~/features/catalog/components/CatalogFilters';
import { ProductGrid } from '~/features/catalog/components/ProductCard';
import { SEARCH_PAGE, isSearchable } from '~/features/search/search';
import { searchCatalog } from '~/features/search/search.server';
import { serverT } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  // Result pages are many and thin: crawlers follow the products instead.
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex, follow' }] : [];

/**
 * The search results: a plain GET page (the header's form works without
 * JavaScript) with the category page's filters, facets, sort and paging.
 * Public and cacheable like a category page (surrogate.server.ts).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').trim();
  const query = parseCatalogQuery(params, SEARCH_SORTS, DEFAULT_SEARCH_SORT);
  const priceInverted = priceRangeInverted(query);
  const t = serverT();
  let result: CatalogResult | null = null;
  let failed = false;
  if (isSearchable(q)) {
    try {
      result = await searchCatalog(q, priceInverted ? { ...query, priceMin: null, priceMax: null } : query);
    } catch (error) {
      console.error(`Search failed for "${q}"`, error);
      failed = true;
    }
  }
  return {
    title: `${isSearchable(q) ? t('search.resultsFor', { q }) : t('search.title')} | ${t('brand.name')}`,
    q,
    query,
    priceInverted,
    result,
    failed,
  };
}

export default function SearchPage() {
  const { t } = useTranslation();
  const { q, query, priceInverted, result, failed } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === SEARCH_PAGE;
  const pageCount = result ? Math.max(1, Math.ceil(result.count / result.limit)) : 1;
  const hrefFor = (page: number) => `${SEARCH_PAGE}?${new URLSearchParams([['q', q], ...catalogSearchParams(query, { page }, DEFAULT_SEARCH_SORT)]).toString()}`;

  return (
    <div className="container category-page search-page">
      <Breadcrumbs items={[{ label: t('search.title') }]} />
      <header className="page-header">
        <h1>{isSearchable(q) ? t('search.resultsFor', { q }) : t('search.title')}</h1>
      </header>

      {!isSearchable(q) ? (
        <div className="notice" role="status" data-testid="search-too-short">
          <p>{t('search.tooShort')}</p>
        </div>
      ) : (
        <div className="catalog">
          <aside className="catalog__sidebar" aria-label={t('catalog.filters')}>
            <CatalogFilters
              action={SEARCH_PAGE}
              query={query}
              facets={result?.facets ?? null}
              priceInverted={priceInverted}
              kept={{ q }}
              defaultSort={DEFAULT_SEARCH_SORT}
            />
          </aside>
          <section className={`catalog__main ${loading ? 'is-loading' : ''}`} aria-busy={loading} aria-labelledby="catalog-count">
            <div className="catalog__toolbar">
              <p id="catalog-count" className="catalog__count" data-testid="catalog-count" aria-live="polite">
                {result ? t('catalog.count', { count: result.count }) : null}
              </p>
              <SortSelect value={query.sort} sorts={SEARCH_SORTS} />
            </div>

            {failed || !result ? (
              <div className="notice notice--error" role="alert" data-testid="search-error">
                <p>{t('search.error')}</p>
                <Link to={hrefFor(query.page)} reloadDocument className="button button--secondary">
                  {t('common.retry')}
                </Link>
              </div>
            ) : result.products.length === 0 ? (
              <div className="empty-state" data-testid="search-empty">
                <h2>{hasActiveFilters(query) ? t('catalog.emptyFilteredTitle') : t('search.emptyTitle', { q })}</h2>
                <p>{hasActiveFilters(query) ? t('catalog.emptyFilteredText') : t('search.emptyText')}</p>
                <Link to={hasActiveFilters(query) ? `${SEARCH_PAGE}?${new URLSearchParams({ q })}` : '/'} className="button button--secondary">
                  {hasActiveFilters(query) ? t('catalog.clearFilters') : t('errors.backHome')}
                </Link>
              </div>
            ) : (
              <>
                <ProductGrid products={result.products} />
                <Pagination page={query.page} pageCount={pageCount} hrefFor={hrefFor} />
              </>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

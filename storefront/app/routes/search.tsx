import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '@electroshop/contracts/catalog';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { catalogSearchParams, hasActiveFilters, parseCatalogQuery, priceRangeInverted, type CatalogResult } from '~/features/catalog/catalog';
import { CatalogFilters } from '~/features/catalog/components/CatalogFilters';
import { ListingResults } from '~/features/catalog/components/ListingResults';
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
          <ListingResults
            testId="search"
            loading={loading}
            result={failed ? null : result}
            page={query.page}
            pageCount={pageCount}
            hrefFor={hrefFor}
            sort={query.sort}
            sorts={SEARCH_SORTS}
            errorText={t('search.error')}
            empty={
              hasActiveFilters(query)
                ? { title: t('catalog.emptyFilteredTitle'), text: t('catalog.emptyFilteredText'), href: `${SEARCH_PAGE}?${new URLSearchParams({ q })}`, label: t('catalog.clearFilters') }
                : { title: t('search.emptyTitle', { q }), text: t('search.emptyText'), href: '/', label: t('errors.backHome') }
            }
          />
        </div>
      )}
    </div>
  );
}

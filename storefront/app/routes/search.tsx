import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '@electroshop/contracts/catalog';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { catalogSearchParams, hasActiveFilters, parseCatalogQuery } from '~/features/catalog/catalog';
import { loadListing } from '~/features/catalog/listing.server';
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
  const listing = await loadListing(
    parseCatalogQuery(params, SEARCH_SORTS, DEFAULT_SEARCH_SORT),
    isSearchable(q) ? (query) => searchCatalog(q, query) : null,
    `Search failed for "${q}"`,
  );
  const t = serverT();
  return { title: `${isSearchable(q) ? t('search.resultsFor', { q }) : t('search.title')} | ${t('brand.name')}`, q, ...listing };
}

export default function SearchPage() {
  const { t } = useTranslation();
  const { q, query, priceInverted, result } = useLoaderData<typeof loader>();
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
            path={SEARCH_PAGE}
            result={result}
            page={query.page}
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

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { DEFAULT_SEARCH_SORT, SEARCH_SORTS } from '@electroshop/contracts/catalog';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { catalogSearchParams, parseCatalogQuery } from '~/features/catalog/catalog';
import { loadListing } from '~/features/catalog/listing.server';
import { CatalogListing } from '~/features/catalog/components/CatalogListing';
import { SEARCH_PAGE, isSearchable } from '~/features/search/search';
import { searchCatalog } from '~/features/search/search.server';
import { serverT, withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  // Result pages are many and thin: crawlers follow the products instead.
  data ? [{ title: data.title }, { name: 'robots', content: 'noindex, follow' }] : [];

export const loader = withMessages(loadPage, 'catalog');

/**
 * The search results: a plain GET page (the header's form works without
 * JavaScript) with the category page's filters, facets, sort and paging.
 * Public and cacheable like a category page (surrogate.server.ts).
 */
async function loadPage({ request }: LoaderFunctionArgs) {
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
  const hrefFor = (page: number) =>
    `${SEARCH_PAGE}?${new URLSearchParams([['q', q], ...catalogSearchParams(query, { page }, DEFAULT_SEARCH_SORT)]).toString()}`;

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
        <CatalogListing
          testId="search"
          path={SEARCH_PAGE}
          query={query}
          priceInverted={priceInverted}
          kept={{ q }}
          defaultSort={DEFAULT_SEARCH_SORT}
          result={result}
          hrefFor={hrefFor}
          sorts={SEARCH_SORTS}
          errorText={t('search.error')}
          clearFiltersHref={`${SEARCH_PAGE}?${new URLSearchParams({ q })}`}
          empty={{ title: t('search.emptyTitle', { q }), text: t('search.emptyText'), href: '/', label: t('errors.backHome') }}
        />
      )}
    </div>
  );
}

import { Link, useNavigation } from '@remix-run/react';
import type { SearchSort } from '@electroshop/contracts/catalog';
import { Pagination } from '~/components/Pagination';
import { useTranslation } from '~/lib/i18n';
import { hasActiveFilters, pageCount, type CatalogQuery, type CatalogResult } from '../catalog';
import { CatalogFilters, SortSelect } from './CatalogFilters';
import { ProductGrid } from './ProductCard';

type ResultsProps = {
  /** `catalog` or `search`: the prefix of the notices' data-testid. */
  testId: string;
  /** The listing's own path, where its filters and pages go. */
  path: string;
  result: CatalogResult | null;
  hrefFor: (page: number) => string;
  sorts?: readonly SearchSort[];
  errorText: string;
  empty: { title: string; text: string; href: string; label: string };
};

/**
 * A listing of the catalogue (category page, search results): the filters
 * with the result's facets beside the products. `kept` and `defaultSort` as
 * for CatalogFilters; `empty` is the state of a listing with nothing in it,
 * while filters that match nothing offer `clearFiltersHref`.
 */
export function CatalogListing({
  query,
  priceInverted,
  kept,
  defaultSort,
  clearFiltersHref,
  empty,
  ...results
}: Omit<ResultsProps, 'empty'> & {
  query: CatalogQuery;
  priceInverted: boolean;
  kept?: Record<string, string>;
  defaultSort?: SearchSort;
  clearFiltersHref: string;
  empty: ResultsProps['empty'];
}) {
  const { t } = useTranslation();
  const filteredEmpty = {
    title: t('catalog.emptyFilteredTitle'),
    text: t('catalog.emptyFilteredText'),
    href: clearFiltersHref,
    label: t('catalog.clearFilters'),
  };
  return (
    <div className="catalog">
      <aside className="catalog__sidebar" aria-label={t('catalog.filters')}>
        <CatalogFilters
          action={results.path}
          query={query}
          facets={results.result?.facets ?? null}
          priceInverted={priceInverted}
          kept={kept}
          defaultSort={defaultSort}
        />
      </aside>
      <ListingResults {...results} empty={hasActiveFilters(query) ? filteredEmpty : empty} page={query.page} sort={query.sort} />
    </div>
  );
}

/**
 * The right-hand side of a listing (category page, search results): count and
 * sort, then the products and paging, an empty state, or a notice with a retry
 * when the catalogue did not answer (`result` null); dimmed while the shopper's
 * next page or filter of this listing (`path`) loads.
 */
function ListingResults({ testId, path, result, page, hrefFor, sort, sorts, errorText, empty }: ResultsProps & { page: number; sort: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === path;
  return (
    <section className={`catalog__main ${loading ? 'is-loading' : ''}`} aria-busy={loading} aria-labelledby="catalog-count">
      <div className="catalog__toolbar">
        <p id="catalog-count" className="catalog__count" data-testid="catalog-count" aria-live="polite">
          {result ? t('catalog.count', { count: result.count }) : null}
        </p>
        <SortSelect value={sort} sorts={sorts} />
      </div>

      {!result ? (
        <div className="notice notice--error" role="alert" data-testid={`${testId}-error`}>
          <p>{errorText}</p>
          <Link to={hrefFor(page)} reloadDocument className="button button--secondary">
            {t('common.retry')}
          </Link>
        </div>
      ) : result.products.length === 0 ? (
        <div className="empty-state" data-testid={`${testId}-empty`}>
          <h2>{empty.title}</h2>
          <p>{empty.text}</p>
          <Link to={empty.href} className="button button--secondary">
            {empty.label}
          </Link>
        </div>
      ) : (
        <>
          <ProductGrid products={result.products} first />
          <Pagination page={page} pageCount={pageCount(result)} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}

import { Form, Link, useSubmit } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useHydrated } from '~/hooks/use-hydrated';
import { CATALOG_SORTS, DEFAULT_CATALOG_SORT, productQualityRank, type FacetValue, type SearchSort } from '@electroshop/contracts/catalog';
import { catalogSearchParams, hasActiveFilters, type CatalogQuery, type CatalogResult } from '~/features/catalog/catalog';

export const FILTERS_FORM_ID = 'catalog-filters';

/** The form's values without empty fields and the default sort (the form's `data-default-sort`), for short URLs. */
function filledFields(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  const defaultSort = form.dataset.defaultSort ?? DEFAULT_CATALOG_SORT;
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (name === 'sort' && value === defaultSort) continue;
    params.append(name, value.trim());
  }
  return params;
}

function withSelected(facets: FacetValue[], selected: string[]): FacetValue[] {
  const known = new Set(facets.map((f) => f.value));
  return [...facets, ...selected.filter((s) => !known.has(s)).map((value) => ({ value, count: 0 }))];
}

function qualityOrder(a: FacetValue, b: FacetValue): number {
  return productQualityRank(a.value) - productQualityRank(b.value);
}

/**
 * Filters as a GET form: manufacturer and quality checkboxes, price range.
 * Works without JavaScript (Apply button); with it, checkboxes apply at once.
 * The search results pass their query as `kept` (hidden fields every
 * submission carries) and their own default sort.
 */
export function CatalogFilters({
  action,
  query,
  facets,
  priceInverted = false,
  kept = {},
  defaultSort = DEFAULT_CATALOG_SORT,
}: {
  action: string;
  query: CatalogQuery;
  facets: CatalogResult['facets'] | null;
  priceInverted?: boolean;
  kept?: Record<string, string>;
  defaultSort?: SearchSort;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const manufacturers = withSelected(facets?.manufacturers ?? [], query.manufacturers);
  const qualities = withSelected(facets?.qualities ?? [], query.qualities).sort(qualityOrder);

  return (
    <div className="filters">
      <input type="checkbox" id="filters-toggle" className="filters__toggle-input visually-hidden" />
      <label htmlFor="filters-toggle" className="filters__toggle button button--secondary">
        {t('catalog.filters')}
      </label>
      <Form
        // Remount when the URL changes so unchecked/cleared fields follow it.
        key={catalogSearchParams(query, {}, defaultSort).toString()}
        method="get"
        action={action}
        id={FILTERS_FORM_ID}
        data-default-sort={defaultSort}
        className="filters__body"
        data-testid="catalog-filters"
        preventScrollReset
        onSubmit={(event) => {
          event.preventDefault();
          submit(filledFields(event.currentTarget), { method: 'get', action, preventScrollReset: true });
        }}
        onChange={(event) => {
          const target = event.target as HTMLInputElement;
          if (target.type === 'checkbox') submit(filledFields(event.currentTarget), { method: 'get', action, preventScrollReset: true });
        }}
      >
        {Object.entries(kept).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {manufacturers.length > 0 ? (
          <fieldset className="filters__group">
            <legend>{t('catalog.manufacturer')}</legend>
            {manufacturers.map((facet) => (
              <label key={facet.value} className="check">
                <input type="checkbox" name="manufacturer" value={facet.value} defaultChecked={query.manufacturers.includes(facet.value)} />
                <span>{facet.value}</span>
                {facet.count > 0 ? <span className="check__count">({facet.count})</span> : null}
              </label>
            ))}
          </fieldset>
        ) : null}

        {qualities.length > 0 ? (
          <fieldset className="filters__group">
            <legend>{t('catalog.quality')}</legend>
            {qualities.map((facet) => (
              <label key={facet.value} className="check">
                <input type="checkbox" name="quality" value={facet.value} defaultChecked={query.qualities.includes(facet.value)} />
                <span>{facet.value === 'new' ? t('quality.new') : t('quality.grade', { grade: facet.value })}</span>
                {facet.count > 0 ? <span className="check__count">({facet.count})</span> : null}
              </label>
            ))}
          </fieldset>
        ) : null}

        <fieldset className="filters__group filters__price">
          <legend>{t('catalog.price')}</legend>
          <PriceBound
            name="price_min"
            label={t('catalog.priceFrom')}
            value={query.priceMin}
            hint={facets?.price.min != null ? Math.floor(facets.price.min) : undefined}
          />
          <PriceBound
            name="price_max"
            label={t('catalog.priceTo')}
            value={query.priceMax}
            hint={facets?.price.max != null ? Math.ceil(facets.price.max) : undefined}
            invalid={priceInverted}
          />
          {priceInverted ? (
            <p id="price-range-error" className="field__error" role="alert" data-testid="price-range-error">
              {t('catalog.priceRangeInverted')}
            </p>
          ) : null}
        </fieldset>

        <div className="filters__actions">
          <button type="submit" className="button button--primary" data-testid="apply-filters">
            {t('catalog.applyFilters')}
          </button>
          {hasActiveFilters(query) ? (
            <Link
              to={Object.keys(kept).length ? `${action}?${new URLSearchParams(kept).toString()}` : action}
              className="button button--link"
              data-testid="clear-filters"
            >
              {t('catalog.clearFilters')}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

/** One end of the price range; the other end's facet bound as its placeholder. An inverted range marks the upper end. */
function PriceBound({ name, label, value, hint, invalid }: { name: string; label: string; value?: number | null; hint?: number; invalid?: boolean }) {
  return (
    <label className="field field--inline">
      <span className="field__label">{label}</span>
      <input
        className="field__input"
        type="number"
        name={name}
        min={0}
        inputMode="numeric"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'price-range-error' : undefined}
        defaultValue={value ?? ''}
        placeholder={hint != null ? String(hint) : undefined}
      />
    </label>
  );
}

/** Sort select; belongs to the filters form so filters and sort travel together. */
export function SortSelect({ value, sorts = CATALOG_SORTS }: { value: string; sorts?: readonly SearchSort[] }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const submit = useSubmit();
  return (
    <div className="sort">
      <label htmlFor="catalog-sort" className="sort__label">
        {t('catalog.sortBy')}
      </label>
      <select
        key={value}
        id="catalog-sort"
        name="sort"
        form={FILTERS_FORM_ID}
        defaultValue={value}
        className="field__input sort__select"
        data-testid="sort-select"
        onChange={(event) => {
          const form = event.currentTarget.form;
          if (form) submit(filledFields(form), { method: 'get', action: form.getAttribute('action') ?? undefined, preventScrollReset: true });
        }}
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalog.sort.${sort}`)}
          </option>
        ))}
      </select>
      {!hydrated ? (
        <button type="submit" form={FILTERS_FORM_ID} className="button button--small">
          {t('catalog.sortApply')}
        </button>
      ) : null}
    </div>
  );
}

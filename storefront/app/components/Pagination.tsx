import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';

/** Page links (1-based); `hrefFor` builds the URL of a page so it works without JavaScript. */
export function Pagination({ page, pageCount, hrefFor }: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <nav className="pagination" aria-label={t('catalog.pagination')} data-testid="pagination">
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="pagination__step">
              {t('catalog.previous')}
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              {t('catalog.previous')}
            </span>
          )}
        </li>
        {pages.map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="pagination__page is-current" aria-current="page">
                  {p}
                </span>
              ) : (
                <Link to={hrefFor(p)} className="pagination__page" aria-label={t('catalog.pageN', { page: p })}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next" className="pagination__step">
              {t('catalog.next')}
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-hidden="true">
              {t('catalog.next')}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

/** 1 … 4 5 [6] 7 8 … 20 */
export function visiblePages(page: number, pageCount: number): (number | null)[] {
  const wanted = new Set([1, pageCount, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...wanted].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) result.push(null);
    result.push(p);
  });
  return result;
}

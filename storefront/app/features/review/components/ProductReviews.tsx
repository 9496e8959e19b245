import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { RatingStars } from '~/components/RatingStars';
import type { ReviewsView } from '../reviews.server';

/**
 * The product's approved reviews: average and count, then each review with
 * its pros and cons. The order is a link (`?reviews=helpful`), so it works
 * without JavaScript and every order is one cacheable page. The review form
 * is the account's page (formUrl): a plain link, nothing personal here.
 */
export function ProductReviews({ view }: { view: ReviewsView | null }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!view) return null;
  const { list: reviews, sort, sortUrls, average, formUrl } = view;

  return (
    <section id="reviews" className="section product-reviews" aria-labelledby="reviews-title" data-testid="product-reviews">
      <h2 id="reviews-title" className="section__title">
        {t('reviews.title')}
      </h2>
      <a href={formUrl} data-testid="review-write">
        {t('reviews.write')}
      </a>
      {reviews.count === 0 || reviews.average_rating === null || average === null ? (
        <p className="product-reviews__empty" data-testid="reviews-empty">
          {t('reviews.empty')}
        </p>
      ) : (
        <>
          <div className="product-reviews__summary" data-testid="reviews-summary">
            <RatingStars rating={reviews.average_rating} />
            <strong data-testid="reviews-average">{average}</strong>
            <span data-testid="reviews-count">{t('reviews.count', { count: reviews.count })}</span>
          </div>
          <nav className="product-reviews__sort" aria-label={t('reviews.sortLabel')}>
            {sortUrls.map(({ sort: s, url }) => (
              <Link
                key={s}
                to={url}
                replace
                preventScrollReset
                aria-current={s === sort ? 'true' : undefined}
                className={`chip ${s === sort ? 'is-active' : ''}`}
                data-testid={`reviews-sort-${s}`}
              >
                {t(`reviews.sort.${s}`)}
              </Link>
            ))}
          </nav>
          <ol className="product-reviews__list">
            {reviews.reviews.map((review) => (
              <li key={review.id} className="review" data-testid="review">
                <p className="review__head">
                  <RatingStars rating={review.rating} />
                  <strong className="review__author">{review.full_name ?? t('reviews.anonymous')}</strong>
                  <span className="review__meta">
                    {t('reviews.verified')} · <time dateTime={review.created_at}>{date(review.created_at)}</time>
                  </span>
                </p>
                {review.pros ? (
                  <p className="review__pros">
                    <span className="review__label">{t('reviews.pros')}:</span> {review.pros}
                  </p>
                ) : null}
                {review.cons ? (
                  <p className="review__cons">
                    <span className="review__label">{t('reviews.cons')}:</span> {review.cons}
                  </p>
                ) : null}
                <p className="review__text">{review.text}</p>
                {review.helpful_count > 0 ? (
                  <p className="review__helpful" data-testid="review-helpful">
                    {t('reviews.helpful', { count: review.helpful_count })}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
          {reviews.count > reviews.reviews.length ? (
            <p className="field__hint">{t('reviews.shown', { shown: reviews.reviews.length, count: reviews.count })}</p>
          ) : null}
        </>
      )}
    </section>
  );
}

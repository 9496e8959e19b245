import { useTranslation } from '~/lib/i18n';
import { useShop } from '~/hooks/use-shop';

/** Five stars filled to the rating (rounded to a half), read out as "4,5 z 5". */
export function RatingStars({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const shop = useShop();
  const label = t('reviews.stars', {
    rating: new Intl.NumberFormat(shop.locale, { maximumFractionDigits: 1 }).format(rating),
  });
  return (
    <span className="rating-stars" role="img" aria-label={label} title={label}>
      <span className="rating-stars__fill" style={{ width: `${(Math.round(rating * 2) / 2) * 20}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}

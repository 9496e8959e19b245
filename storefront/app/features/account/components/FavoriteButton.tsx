import { useShopper } from '~/features/shopper/ShopperProvider';
import { useTranslation } from '~/lib/i18n';

/** Where the heart's form posts (`routes/api.favorites.tsx`): toggles the product, then back to the page. */
export const FAVORITES_ACTION = '/api/favorites';

/**
 * The heart of a product card and the product page: a plain form (no script
 * of its own, works without JavaScript) that adds or removes the product.
 * The cached HTML shows it neutral (no `aria-pressed`); the shopper request
 * says which are favourites and fills those in. `pressed` when the page
 * itself knows (the private favourites page).
 */
export function FavoriteButton({ productId, pressed }: { productId: string; pressed?: boolean }) {
  const { t } = useTranslation();
  const favorites = useShopper()?.favorites;
  const on = pressed ?? favorites?.includes(productId);
  return (
    <form method="post" action={FAVORITES_ACTION} className="favorite">
      <input type="hidden" name="product" value={productId} />
      <button type="submit" className="favorite__button" aria-pressed={on} aria-label={t('favorites.toggle')} data-testid="favorite">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 21 3.5 12.6A5 5 0 0 1 12 5.7a5 5 0 0 1 8.5 6.9Z" />
        </svg>
      </button>
    </form>
  );
}

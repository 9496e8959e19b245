import { Link, useLocation } from '@remix-run/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/i18n';
import { useShopper } from '~/features/shopper/ShopperProvider';
import { useHydrated } from '~/hooks/use-hydrated';
import { CartIcon, ChevronIcon } from '~/components/Icons';
import { MiniCartLoading } from './MiniCartLoading';

/** The sub-cart and react-query load when the shopper first opens it, not with the page. */
const LazyMiniCart = lazy(async () => ({ default: (await import('./MiniCart')).MiniCart }));

/**
 * Cart icon with the item count; with JavaScript a toggle opens the sub-cart.
 * The count is the shopper's own (features/shopper), so it appears after the
 * shared page has loaded; the link to the cart works before. The count and the
 * toggle have their places from the first paint, so that the header keeps its
 * size when they arrive (a layout shift on every page otherwise).
 */
export function CartWidget() {
  const { t } = useTranslation();
  const count = useShopper()?.cartCount ?? null;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="cart-widget" ref={ref}>
      <Link to="/cart" className="cart-widget__link" data-testid="cart-link">
        <CartIcon />
        <span className="cart-widget__label">{t('cart.title')}</span>
        {count === null ? (
          // The count's place, kept empty until the shopper's data comes: the header must not move then.
          <span className="cart-widget__count cart-widget__pending" aria-hidden="true" />
        ) : (
          <span className="cart-widget__count" data-testid="cart-count" aria-label={t('cart.itemCount', { count })}>
            {count}
          </span>
        )}
      </Link>
      {hydrated ? (
        <button
          type="button"
          className="cart-widget__toggle"
          aria-expanded={open}
          aria-controls="mini-cart"
          onClick={() => setOpen((value) => !value)}
          data-testid="mini-cart-toggle"
        >
          <ChevronIcon />
          <span className="visually-hidden">{t('cart.showMini')}</span>
        </button>
      ) : (
        // The toggle's place before hydration (and without JavaScript, where it could do nothing).
        <span className="cart-widget__toggle cart-widget__pending" aria-hidden="true">
          <ChevronIcon />
        </span>
      )}
      {open ? (
        <Suspense
          fallback={
            <div id="mini-cart" className="mini-cart" data-testid="mini-cart">
              <MiniCartLoading />
            </div>
          }
        >
          <LazyMiniCart id="mini-cart" onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}

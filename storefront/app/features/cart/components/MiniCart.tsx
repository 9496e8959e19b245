import { Link } from '@remix-run/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import { CART_QUERY_KEY, type MiniCart as MiniCartData } from '~/features/cart/cart';
import { productUrl } from '~/features/catalog/components/ProductCard';
import { queryClient } from '~/lib/react-query';
import { MiniCartLoading } from './MiniCartLoading';

export async function fetchMiniCart(): Promise<MiniCartData> {
  const response = await fetch('/api/cart', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Cart request failed: ${response.status}`);
  return (await response.json()) as MiniCartData;
}

export interface MiniCartProps {
  id: string;
  onNavigate: () => void;
}

/**
 * The sub-cart dropdown shown from the header cart icon (JavaScript only).
 * CartWidget loads this module, react-query with it, when first opened; the
 * cart is a query of the shared client, under the data policy's defaults.
 */
export function MiniCart({ id, onNavigate }: MiniCartProps) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const { data, isPending, isError, refetch } = useQuery({ queryKey: CART_QUERY_KEY, queryFn: fetchMiniCart }, queryClient());

  return (
    <div id={id} className="mini-cart" role="region" aria-label={t('cart.miniTitle')} data-testid="mini-cart">
      {isPending ? (
        <MiniCartLoading />
      ) : isError ? (
        <div className="mini-cart__state" role="alert">
          <p>{t('errors.loadFailed')}</p>
          <button type="button" className="button button--small" onClick={() => void refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : data.items.length === 0 ? (
        <p className="mini-cart__state">{t('cart.empty')}</p>
      ) : (
        <>
          <ul className="mini-cart__items">
            {data.items.map((item) => (
              <li key={item.id} className="mini-cart__item">
                {item.thumbnail ? <img src={item.thumbnail} alt="" width={48} height={48} /> : <span className="mini-cart__noimg" />}
                <span className="mini-cart__name">
                  {item.handle ? (
                    <Link to={productUrl(item.handle)} onClick={onNavigate}>
                      {item.title}
                    </Link>
                  ) : (
                    item.title
                  )}
                  {item.variantTitle ? <small>{item.variantTitle}</small> : null}
                </span>
                <span className="mini-cart__qty">{t('cart.quantityShort', { count: item.quantity })}</span>
                <span className="mini-cart__price">{money(item.total, data.currencyCode)}</span>
              </li>
            ))}
          </ul>
          <p className="mini-cart__total">
            <span>{t('cart.total')}</span>
            <strong>{money(data.total, data.currencyCode)}</strong>
          </p>
          <div className="mini-cart__actions">
            <Link to="/cart" className="button button--secondary" onClick={onNavigate}>
              {t('cart.goToCart')}
            </Link>
            <Link to="/checkout" className="button button--primary" onClick={onNavigate}>
              {t('cart.checkout')}
            </Link>
          </div>
        </>
      )}
    </div>
  );
}

import { Link, useFetcher } from '@remix-run/react';
import type { MouseEvent } from 'react';
import type { StoreItemExtraOffer } from '@electroshop/contracts/item-extra';
import type { StoreCartLinePayments } from '@electroshop/contracts/installment';
import { productUrl } from '~/features/catalog/components/ProductCard';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import type { CartActionData } from '../cart';
import type { SummaryLine } from '../summary';
import { ExtrasChoice } from './ExtrasChoice';
import { LinePaymentChoice } from './LinePaymentChoice';
import { LinePaymentNote } from './LinePaymentNote';

/** One line of the cart page: its quantity and removal (sent by a fetcher, one change at a time), its extras and how it is paid. */
export function CartLine({
  line,
  currencyCode,
  error,
  offers,
  chosen,
  priceChanged,
  payments,
  paymentChanged,
}: {
  line: SummaryLine;
  currencyCode: string;
  error: string | null;
  offers: StoreItemExtraOffer[];
  chosen: SummaryLine[];
  priceChanged: boolean;
  payments: StoreCartLinePayments['lines'][string] | null;
  paymentChanged: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const fetcher = useFetcher<CartActionData>();
  const fetcherError = fetcher.data && fetcher.data.intent === 'line' ? fetcher.data.error : null;
  const shownError = fetcher.state === 'idle' ? (fetcherError ?? error) : null;
  const pendingQuantity = fetcher.formData?.get('intent') === 'update' ? Number(fetcher.formData.get('quantity')) : null;
  const quantity = pendingQuantity ?? line.quantity;
  const removing = fetcher.formData?.get('intent') === 'remove';
  // A second click while the first change is on its way would send two updates that can reach the cart in either order
  // (the browser drops the first answer, not the request): the buttons wait for it, and keep the focus while they do.
  const busy = fetcher.state !== 'idle';
  const waitWhileBusy = (event: MouseEvent) => {
    if (busy) event.preventDefault();
  };
  return (
    <li
      className={`cart-line ${line.extra ? 'cart-line--extra' : ''} ${removing ? 'is-removing' : ''} ${shownError ? 'cart-line--error' : ''}`}
      data-testid="cart-line"
    >
      <div className="cart-line__image">
        {line.thumbnail ? <img src={line.thumbnail} alt="" width={88} height={88} /> : <span className="product-card__placeholder" />}
      </div>
      <div className="cart-line__info">
        {line.handle ? (
          <Link to={productUrl(line.handle)} className="cart-line__title">
            {line.title}
          </Link>
        ) : (
          <span className="cart-line__title">{line.title}</span>
        )}
        {line.variantTitle ? <span className="cart-line__variant">{line.variantTitle}</span> : null}
        <span className="cart-line__unit">
          {t('cart.unitPrice')}: {money(line.unitPrice, currencyCode)}
        </span>
      </div>
      {line.extra ? (
        <span className="qty qty--fixed" data-testid="line-quantity">
          {t('cart.quantityShort', { count: line.quantity })}
        </span>
      ) : (
        <fetcher.Form method="post" className="qty" aria-label={t('cart.changeQuantity', { product: line.title })}>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="line_id" value={line.id} />
          <button
            type="submit"
            name="quantity"
            value={Math.max(0, quantity - 1)}
            className="qty__button"
            aria-label={t('cart.decrease')}
            aria-disabled={busy}
            onClick={waitWhileBusy}
            data-testid="qty-decrease"
          >
            −
          </button>
          <span className="qty__value" data-testid="line-quantity" aria-live="polite">
            {quantity}
          </span>
          <button
            type="submit"
            name="quantity"
            value={quantity + 1}
            className="qty__button"
            aria-label={t('cart.increase')}
            aria-disabled={busy}
            onClick={waitWhileBusy}
            data-testid="qty-increase"
          >
            +
          </button>
        </fetcher.Form>
      )}
      <div className="cart-line__total" data-testid="line-total">
        {money(line.total, currencyCode)}
      </div>
      <fetcher.Form method="post" className="cart-line__remove">
        <input type="hidden" name="intent" value={line.extra ? 'remove-extra' : 'remove'} />
        <input type="hidden" name="line_id" value={line.id} />
        <button type="submit" className="button button--link" data-testid="remove-line">
          {t('cart.remove')}
          <span className="visually-hidden"> {line.title}</span>
        </button>
      </fetcher.Form>
      {priceChanged ? (
        <p className="cart-line__error" role="alert" data-testid="extra-price-changed">
          {t(line.extra?.kind === 'insurance' ? 'cart.extras.insurancePriceChanged' : 'cart.extras.warrantyPriceChanged')}
        </p>
      ) : null}
      {shownError ? (
        <p className="cart-line__error" role="alert" data-testid="line-error">
          {shownError}
        </p>
      ) : null}
      <LinePaymentNote choice={line.payment} currencyCode={currencyCode} />
      {paymentChanged ? (
        <p className="cart-line__error" role="alert" data-testid="line-payment-changed">
          {t('linePayment.changed')}
        </p>
      ) : null}
      {payments && !line.extra ? <LinePaymentChoice line={line} payments={payments} currencyCode={currencyCode} busy={busy} /> : null}
      {offers.length ? <ExtrasChoice line={line} offers={offers} chosen={chosen} currencyCode={currencyCode} busy={busy} /> : null}
    </li>
  );
}

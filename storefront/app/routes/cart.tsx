import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import type { MouseEvent } from 'react';
import type { StoreItemExtraOffer } from '@electroshop/contracts/item-extra';
import { useTranslation } from '~/lib/i18n';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { DiscountCode } from '~/features/cart/components/DiscountCode';
import { CartChangeForm } from '~/features/cart/components/CartChangeForm';
import { productUrl } from '~/features/catalog/components/ProductCard';
import { SummaryTotals } from '~/features/cart/components/SummaryTotals';
import { useFormat } from '~/hooks/use-format';
import { getCartId, removeLineItem, retrieveCart, updateLineItem } from '~/features/cart/cart.server';
import { FreeShippingNote } from '~/features/cart/components/FreeShippingNote';
import { listShippingChoices } from '~/features/checkout/checkout-data.server';
import { freeShippingProgress } from '~/features/checkout/free-shipping';
import { serverT, withMessages } from '~/lib/i18n.server';
import { errorMessage } from '~/lib/medusa.server';
import { handlePromoIntent } from '~/features/cart/promo.server';
import { handleExtraIntent, loadCartExtras } from '~/features/cart/extras.server';
import { handleLinePaymentIntent, loadLinePayments } from '~/features/cart/line-payment.server';
import { LinePaymentNote } from '~/features/cart/components/LinePaymentNote';
import type { StoreCartLinePayments } from '@electroshop/contracts/installment';
import { toSummary, type SummaryLine } from '~/features/cart/summary';
import { ProductStrip } from '~/features/catalog/components/ProductStrip';
import { recommendedAccessories } from '~/features/catalog/accessories.server';
import { getProductsByHandles } from '~/features/catalog/products.server';

export const meta: MetaFunction<typeof loader> = ({ data: d }) => [{ title: d?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'cart', 'discount', 'linePayment', 'product', 'summary');

async function loadPage({ request, context }: LoaderFunctionArgs) {
  const cart = await retrieveCart(request);
  const filled = cart && (cart.items?.length ?? 0) > 0 ? cart : null;
  // Without the options the page still works; it only leaves out how far free delivery is.
  const inCart = new Set((filled?.items ?? []).map((item) => item.product_handle).filter((handle): handle is string => Boolean(handle)));
  const [choices, accessories, extras, linePayments] = await Promise.all([
    filled ? listShippingChoices(filled.id, filled.currency_code, { prices: false }).catch(() => []) : [],
    // What goes with the devices just added (the page a purchase lands on without JavaScript).
    getProductsByHandles([...inCart]).then((devices) => recommendedAccessories(devices, inCart)).catch(() => []),
    // The warranty extensions and insurances the devices can get.
    filled ? loadCartExtras(filled.id, context) : null,
    // The installment and lease barems each line can be paid on.
    filled ? loadLinePayments(filled.id, context) : ({ lines: {}, changed: [] } as StoreCartLinePayments),
  ]);
  return {
    extras,
    linePayments,
    title: `${serverT()('cart.title')} | ${serverT()('brand.name')}`,
    summary: filled ? toSummary(filled) : null,
    freeShipping: filled ? freeShippingProgress(choices.map((c) => c.freeFrom), Number(filled.item_total ?? 0)) : null,
    accessories,
  };
}

type ActionResult =
  | { intent: 'line'; lineId: string; error: string }
  | { intent: 'promo'; error: string | null; applied: boolean }
  | { intent: 'error'; error: string };

export async function action({ request, context }: ActionFunctionArgs) {
  const t = serverT();
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const cartId = await getCartId(request);
  if (!cartId) return redirect('/cart');

  if (intent === 'apply-promo' || intent === 'remove-promo') {
    const result = await handlePromoIntent(intent, cartId, form);
    if (!result.ok) return data<ActionResult>({ intent: 'promo', error: result.error, applied: false }, { status: 400 });
    return data<ActionResult>({ intent: 'promo', error: null, applied: result.applied });
  }

  if (intent === 'line-payment') {
    const result = await handleLinePaymentIntent(cartId, form, context);
    if (!result.ok) return data<ActionResult>({ intent: 'line', lineId: result.lineId, error: result.error }, { status: result.status });
    return redirect('/cart');
  }

  if (intent === 'add-extra' || intent === 'remove-extra') {
    const result = await handleExtraIntent(intent, cartId, form, context);
    if (!result.ok) return data<ActionResult>({ intent: 'line', lineId: result.lineId, error: result.error }, { status: result.status });
    return redirect('/cart');
  }

  const lineId = String(form.get('line_id') ?? '');
  if (!lineId || (intent !== 'update' && intent !== 'remove')) {
    return data<ActionResult>({ intent: 'error', error: t('errors.generic') }, { status: 400 });
  }
  try {
    if (intent === 'remove') {
      await removeLineItem(cartId, lineId);
    } else {
      const quantity = Number.parseInt(String(form.get('quantity') ?? ''), 10);
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > 99) {
        return data<ActionResult>({ intent: 'line', lineId, error: t('cart.errors.invalidQuantity') }, { status: 400 });
      }
      await updateLineItem(cartId, lineId, quantity);
    }
  } catch (error) {
    const message = errorMessage(error);
    return data<ActionResult>(
      { intent: 'line', lineId, error: message || t('errors.generic') },
      { status: 400 },
    );
  }
  return redirect('/cart');
}

export default function CartPage() {
  const { t } = useTranslation();
  const { summary, freeShipping, accessories, extras, linePayments } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="container cart-page">
      <Breadcrumbs items={[{ label: t('cart.title') }]} />
      <h1>{t('cart.title')}</h1>
      {actionData?.intent === 'error' ? (
        <p className="notice notice--error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {!summary ? (
        <div className="empty-state" data-testid="cart-empty">
          <h2>{t('cart.empty')}</h2>
          <p>{t('cart.emptyText')}</p>
          <Link to="/" className="button button--primary">
            {t('cart.continueShopping')}
          </Link>
        </div>
      ) : (
        <div className="cart-layout">
          <section aria-label={t('cart.items')}>
            <ul className="cart-lines" data-testid="cart-lines">
              {summary.lines.map((line) => (
                <CartLine
                  key={line.id}
                  line={line}
                  currencyCode={summary.totals.currencyCode}
                  error={actionData?.intent === 'line' && actionData.lineId === line.id ? actionData.error : null}
                  offers={extras?.offers[line.id] ?? []}
                  chosen={summary.lines.filter((l) => l.extra?.parentLineId === line.id)}
                  priceChanged={extras?.changed.includes(line.id) ?? false}
                  payments={linePayments.lines[line.id] ?? null}
                  paymentChanged={linePayments.changed.includes(line.id)}
                />
              ))}
            </ul>
            <Link to="/" className="button button--link">
              ← {t('cart.continueShopping')}
            </Link>
          </section>
          <aside className="cart-summary" aria-label={t('summary.title')}>
            <DiscountCode
              promotions={summary.promotions}
              error={actionData?.intent === 'promo' ? actionData.error : null}
              applied={actionData?.intent === 'promo' ? actionData.applied : false}
            />
            <SummaryTotals totals={summary.totals} showShipping={false} />
            {freeShipping ? <FreeShippingNote freeShipping={freeShipping} currencyCode={summary.totals.currencyCode} /> : null}
            <p className="cart-summary__note">{t('cart.shippingAtCheckout')}</p>
            {summary.lines.some((l) => l.payment?.kind === 'lease') ? <p className="cart-summary__note">{t('linePayment.leaseRule')}</p> : null}
            <Link to="/checkout" className="button button--primary button--large button--block" data-testid="proceed-to-checkout">
              {t('cart.checkout')}
            </Link>
          </aside>
        </div>
      )}
      <ProductStrip id="cart-accessories" title={t('cart.accessories')} products={accessories} />
    </div>
  );
}

function CartLine({
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
  const fetcher = useFetcher<typeof action>();
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
    <li className={`cart-line ${line.extra ? 'cart-line--extra' : ''} ${removing ? 'is-removing' : ''} ${shownError ? 'cart-line--error' : ''}`} data-testid="cart-line">
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
          <button type="submit" name="quantity" value={Math.max(0, quantity - 1)} className="qty__button" aria-label={t('cart.decrease')} aria-disabled={busy} onClick={waitWhileBusy} data-testid="qty-decrease">
            −
          </button>
          <span className="qty__value" data-testid="line-quantity" aria-live="polite">
            {quantity}
          </span>
          <button type="submit" name="quantity" value={quantity + 1} className="qty__button" aria-label={t('cart.increase')} aria-disabled={busy} onClick={waitWhileBusy} data-testid="qty-increase">
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
      {payments && !line.extra ? <LinePaymentChoiceForm line={line} payments={payments} currencyCode={currencyCode} busy={busy} /> : null}
      {offers.length ? <ExtrasChoice line={line} offers={offers} chosen={chosen} currencyCode={currencyCode} busy={busy} /> : null}
    </li>
  );
}

/**
 * The device's warranty extension and insurances, each kind a plain form
 * (works without JavaScript): the offer and the price shown go to the
 * backend, which refuses a price that is no longer the offer's.
 */
function ExtrasChoice({
  line,
  offers,
  chosen,
  currencyCode,
  busy,
}: {
  line: SummaryLine;
  offers: StoreItemExtraOffer[];
  chosen: SummaryLine[];
  currencyCode: string;
  /** The line's quantity change on its way: an extra chosen meanwhile waits for it. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="cart-extras" data-testid="cart-extras">
      {(['warranty', 'insurance'] as const).map((kind) => {
        const own = offers.filter((o) => o.kind === kind);
        if (!own.length) return null;
        const selectId = `extra-${kind}-${line.id}`;
        return (
          <CartChangeForm busy={busy} method="post" key={kind} className="cart-extras__form" data-testid={`extra-form-${kind}`}>
            <input type="hidden" name="intent" value="add-extra" />
            <input type="hidden" name="line_id" value={line.id} />
            <label htmlFor={selectId}>{t(`cart.extras.${kind}`, { product: line.title })}</label>
            <select id={selectId} name="offer" required defaultValue="">
              <option value="" disabled>
                {t('cart.extras.choose')}
              </option>
              {own.map((offer) => (
                <option key={offer.id} value={`${offer.id}:${offer.price}`}>
                  {offer.name} – {money(offer.price, currencyCode)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t(chosen.some((c) => c.extra?.kind === kind) && kind === 'warranty' ? 'cart.extras.change' : 'cart.extras.add')}
            </button>
          </CartChangeForm>
        );
      })}
    </div>
  );
}

/**
 * How this line is paid: normally, on one of the installment barems covering
 * its total (arranged in a store or online), or leased. A plain form (works
 * without JavaScript); the backend checks the barem against the line.
 */
function LinePaymentChoiceForm({
  line,
  payments,
  currencyCode,
  busy,
}: {
  line: SummaryLine;
  payments: StoreCartLinePayments['lines'][string];
  currencyCode: string;
  /** The line's quantity change on its way: a payment chosen meanwhile waits for it. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const selectId = `line-payment-${line.id}`;
  const current = line.payment ? `${line.payment.kind}:${line.payment.barem_id}` : 'standard';
  const arrange = line.payment?.arrange_type ?? 'online';
  return (
    <CartChangeForm busy={busy} method="post" className="line-payment" data-testid="line-payment-form">
      <input type="hidden" name="intent" value="line-payment" />
      <input type="hidden" name="line_id" value={line.id} />
      <label htmlFor={selectId}>{t('linePayment.legend', { product: line.title })}</label>
      <select id={selectId} name="payment" defaultValue={current} data-testid="line-payment-select">
        <option value="standard">{t('linePayment.standard')}</option>
        {payments.installments.map((o) => (
          <option key={o.barem_id} value={`installment:${o.barem_id}`}>
            {t('linePayment.installmentOption', { name: o.name, months: o.months, monthly: money(o.monthly_payment, currencyCode) })}
          </option>
        ))}
        {payments.leases.map((o) => (
          <option key={o.barem_id} value={`lease:${o.barem_id}`}>
            {t('linePayment.leaseOption', { name: o.name, months: o.months, monthly: money(o.monthly_payment, currencyCode) })}
          </option>
        ))}
      </select>
      {payments.installments.length ? (
        <fieldset>
          <legend>{t('linePayment.arrangeLegend')}</legend>
          {(['on-store', 'online'] as const).map((type) => (
            <label key={type} className="check">
              <input type="radio" name="arrange_type" value={type} defaultChecked={arrange === type} data-testid={`line-arrange-${type}`} />
              {t(`linePayment.arrange.${type}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      <button type="submit" className="button button--secondary" data-testid="line-payment-save">
        {t('linePayment.save')}
      </button>
    </CartChangeForm>
  );
}

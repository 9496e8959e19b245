import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import type { StoreCartLinePayments } from '@electroshop/contracts/installment';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import type { CartActionData } from '~/features/cart/cart';
import { cartIntents } from '~/features/cart/cart-intents.server';
import { getCartId, retrieveCart } from '~/features/cart/cart.server';
import { CartLine } from '~/features/cart/components/CartLine';
import { DiscountCode } from '~/features/cart/components/DiscountCode';
import { FreeShippingNote } from '~/features/cart/components/FreeShippingNote';
import { SummaryTotals } from '~/features/cart/components/SummaryTotals';
import { loadCartExtras } from '~/features/cart/extras.server';
import { loadLinePayments } from '~/features/cart/line-payment.server';
import { toSummary } from '~/features/cart/summary';
import { recommendedAccessories } from '~/features/catalog/accessories.server';
import { ProductStrip } from '~/features/catalog/components/ProductStrip';
import { getProductsByHandles } from '~/features/catalog/products.server';
import { listShippingChoices } from '~/features/checkout/checkout-data.server';
import { freeShippingProgress } from '~/features/checkout/free-shipping';
import { pickIntent } from '~/lib/form-intent';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';

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
    getProductsByHandles([...inCart])
      .then((devices) => recommendedAccessories(devices, inCart))
      .catch(() => []),
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
    freeShipping: filled
      ? freeShippingProgress(
          choices.map((c) => c.freeFrom),
          Number(filled.item_total ?? 0),
        )
      : null,
    accessories,
  };
}

/** Every intent of the cart page's forms (features/cart/cart-intents.server.ts). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const cartId = await getCartId(request);
  if (!cartId) return redirect('/cart');
  const picked = pickIntent(cartIntents, form);
  if (!picked) return data<CartActionData>({ intent: 'error', error: serverT()('errors.generic') }, { status: 400 });
  return picked.handler({ cartId, form, argument: picked.argument, context });
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

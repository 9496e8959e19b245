import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { BankTransferDetails } from '~/features/order/components/BankTransferDetails';
import { OrderDetails } from '~/features/order/components/OrderDetails';
import { serverT, withMessages } from '~/lib/i18n.server';
import { getOrderView } from '~/features/order/order.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(
  loadPage,
  'account',
  'cart',
  'checkout',
  'delivery',
  'installment',
  'isic',
  'linePayment',
  'order',
  'payment',
  'summary',
  'tradeIn',
);

async function loadPage({ params }: LoaderFunctionArgs) {
  const order = await getOrderView(params.id ?? '');
  if (!order) throw new Response('Not found', { status: 404 });
  const t = serverT();
  return { title: `${t('order.thankYouTitle')} | ${t('brand.name')}`, order };
}

/** Thank-you page after the order is placed. */
export default function OrderConfirmedPage() {
  const { t } = useTranslation();
  const { order } = useLoaderData<typeof loader>();
  return (
    <div className="container order-page">
      <div className="thank-you" data-testid="order-confirmed">
        <p className="thank-you__icon" aria-hidden="true">
          ✓
        </p>
        <h1>{t('order.thankYouTitle')}</h1>
        <p className="thank-you__number">
          {t('order.number')}: <strong data-testid="order-number">{order.displayId}</strong>
        </p>
        {order.email ? <p>{t('order.emailSent', { email: order.email })}</p> : null}
      </div>

      {order.bank ? <BankTransferDetails bank={order.bank} currencyCode={order.summary.totals.currencyCode} /> : null}

      <h2>{t('order.summary')}</h2>
      <OrderDetails order={order} />
      <p className="order-page__links">
        <Link to={`/order/${order.id}`} className="button button--secondary" data-testid="order-status-link">
          {t('order.statusLink')}
        </Link>{' '}
        <Link to="/" className="button button--link">
          {t('cart.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { BankTransferDetails } from '~/features/order/components/BankTransferDetails';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { OrderDetails } from '~/features/order/components/OrderDetails';
import { OrderShipments } from '~/features/order/components/OrderShipments';
import { OrderInvoices } from '~/features/order/components/OrderInvoices';
import { CardPayForm } from '~/features/order/components/CardPayForm';
import { useFormat } from '~/hooks/use-format';
import { serverT, withMessages } from '~/lib/i18n.server';
import { getOrderView } from '~/features/order/order.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'account', 'checkout', 'delivery', 'installment', 'isic', 'linePayment', 'order', 'payment', 'summary', 'tradeIn');

async function loadPage({ params }: LoaderFunctionArgs) {
  const order = await getOrderView(params.id ?? '');
  if (!order) throw new Response('Not found', { status: 404 });
  const t = serverT();
  return { title: `${t('order.statusTitle', { number: order.displayId })} | ${t('brand.name')}`, order };
}

/** Order status: order, payment and fulfilment state, items, addresses, totals. */
export default function OrderStatusPage() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { order } = useLoaderData<typeof loader>();
  return (
    <div className="container order-page">
      <Breadcrumbs items={[{ label: t('order.statusTitle', { number: order.displayId }) }]} />
      <h1>
        {t('order.statusTitle', { number: '' })}
        <span data-testid="order-number">{order.displayId}</span>
      </h1>
      <dl className="order-status" data-testid="order-status">
        {order.createdAt ? (
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{date(order.createdAt)}</dd>
          </div>
        ) : null}
        {(
          [
            ['status', 'statuses', order.status, undefined],
            ['paymentStatus', 'paymentStatuses', order.paymentStatus, 'payment-status'],
            ['fulfillmentStatus', 'fulfillmentStatuses', order.fulfillmentStatus, 'fulfillment-status'],
          ] as const
        ).map(([label, names, value, testId]) => (
          <div key={label}>
            <dt>{t(`order.${label}`)}</dt>
            <dd>
              <span className="status-pill" data-testid={testId}>
                {t(`order.${names}.${value}`, { defaultValue: value })}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {order.bank && order.paymentStatus === 'awaiting' ? <BankTransferDetails bank={order.bank} currencyCode={order.summary.totals.currencyCode} /> : null}
      {order.cardPayment && order.paymentStatus === 'awaiting' && order.status !== 'canceled' ? (
        <CardPayForm orderId={order.id} title={t('payment.page.payTitle')} />
      ) : null}
      {order.installments && order.paymentStatus === 'awaiting' && order.status !== 'canceled' ? (
        <p>
          <Link to={`/order/${order.id}/installments`} className="button button--secondary" data-testid="installments-link">
            {t('installment.payment.check')}
          </Link>
        </p>
      ) : null}
      {order.leasing && order.paymentStatus === 'awaiting' && order.status !== 'canceled' ? (
        <p className="notice" data-testid="lease-awaiting">
          {t('order.leaseAwaiting')}
        </p>
      ) : null}
      <OrderShipments shipments={order.shipments} />
      {/* The goods have left: the shopper may withdraw within 14 days of receiving them, and claim a defect within the
          guarantee (each page tells whether still). */}
      {order.shipments.length ? (
        <>
          <p>
            <Link to={`/order/${order.id}/withdrawal`} className="button button--secondary" data-testid="withdrawal-link">
              {t('order.withdrawal.link')}
            </Link>
          </p>
          <p>
            <Link to={`/order/${order.id}/complaint`} className="button button--secondary" data-testid="complaint-link">
              {t('order.complaint.link')}
            </Link>
          </p>
        </>
      ) : null}
      <OrderInvoices orderId={order.id} invoices={order.invoices} />
      <OrderDetails order={order} />
    </div>
  );
}

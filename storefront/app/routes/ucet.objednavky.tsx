import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { accountApi, accountPageData, requireCustomer } from '~/features/account/account.server';
import { AccountPage } from '~/features/account/components/AccountPage';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import { withMessages } from '~/lib/i18n.server';

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

interface OrderRow {
  id: string;
  display_id: number;
  created_at: string;
  status: string;
  payment_status: string;
  fulfillment_status: string;
  total: number;
  currency_code: string;
}

const FIELDS = 'id,display_id,created_at,status,payment_status,fulfillment_status,total,currency_code';

export const loader = withMessages(loadPage, 'account', 'order');

/** The customer's orders, newest first (Medusa's `/store/orders`); each opens the order page with its status, delivery and payment. */
async function loadPage({ request, context }: LoaderFunctionArgs) {
  const page = accountPageData(request, 'orders', 'account.orders.title');
  await requireCustomer(request);
  const answer = await accountApi<{ orders: OrderRow[] }>({ request, context }, `/store/orders?fields=${FIELDS}&order=-created_at&limit=50`);
  if (!answer.ok) throw new Response('Orders could not be loaded', { status: 502 });
  return { ...page, orders: answer.body.orders };
}

export default function OrdersPage() {
  const { orders, paths } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const { money, date } = useFormat();
  return (
    <AccountPage title={t('account.orders.title')} nav={paths}>
      {orders.length ? (
        <ul className="account-orders" data-testid="account-orders">
          {orders.map((order) => (
            <li key={order.id} className="account-orders__item">
              <Link to={`/order/${order.id}`}>{t('order.statusTitle', { number: order.display_id })}</Link>
              <span>{date(order.created_at)}</span>
              <span className="status-pill">
                {t(`order.paymentStatuses.${order.payment_status}`, {
                  defaultValue: order.payment_status,
                })}
              </span>
              <span className="status-pill">
                {t(`order.fulfillmentStatuses.${order.fulfillment_status}`, {
                  defaultValue: order.fulfillment_status,
                })}
              </span>
              <strong>{money(order.total, order.currency_code)}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('account.orders.empty')}</p>
      )}
    </AccountPage>
  );
}

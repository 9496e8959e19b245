import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { WithdrawalDone } from '~/features/order/components/WithdrawalDone';
import { WithdrawalForm } from '~/features/order/components/WithdrawalForm';
import { WithdrawalList } from '~/features/order/components/WithdrawalList';
import { getOrderView } from '~/features/order/order.server';
import { listReturnStores } from '~/features/order/return-form.server';
import type { WithdrawalActionData } from '~/features/order/withdrawal-form';
import { getWithdrawal, submitWithdrawal } from '~/features/order/withdrawal.server';
import { useFormat } from '~/hooks/use-format';
import { passedOnHeaders } from '~/lib/backend.server';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';

/** The shopper's own order: never indexed (nor kept by any cache: lib/surrogate.server.ts makes every order page private). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'installment', 'order', 'payment');

async function loadPage({ params }: LoaderFunctionArgs) {
  const order = await getOrderView(params.id ?? '');
  if (!order) throw new Response('Not found', { status: 404 });
  const [withdrawal, stores] = await Promise.all([getWithdrawal(order.id), listReturnStores()]);
  if (!withdrawal) throw new Response('Not found', { status: 404 });
  const t = serverT();
  return {
    title: `${t('order.withdrawal.title', { number: order.displayId })} | ${t('brand.name')}`,
    orderId: order.id,
    displayId: order.displayId,
    withdrawal,
    // For the form's select, and to name the store of a withdrawal just made (also when nothing is left).
    stores,
  };
}

/** The withdrawal form (a plain POST): made, or the form again with its errors at their inputs and everything entered kept. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const { result, limited } = await submitWithdrawal(params.id ?? '', await request.formData(), { context });
  return limited ? data(result, { status: 429, headers: passedOnHeaders(limited) }) : result;
}

/**
 * Withdrawal from the purchase (14 days from receiving the goods): the last day, the form, or why the order
 * cannot be withdrawn from now; after a withdrawal its confirmation; and the withdrawals made.
 */
export default function OrderWithdrawalPage() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { orderId, displayId, withdrawal, stores } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as WithdrawalActionData | undefined;
  const done = answer?.done ?? null;
  const title = t('order.withdrawal.title', { number: displayId });
  return (
    <div className="container order-page withdrawal">
      <Breadcrumbs items={[{ label: t('order.statusTitle', { number: displayId }), to: `/order/${orderId}` }, { label: title }]} />
      <h1>{title}</h1>
      {done ? (
        <WithdrawalDone key={done.id} method={done.method} store={done.storeId ? (stores.find((store) => store.id === done.storeId)?.label ?? null) : null} />
      ) : null}
      <p>{t('order.withdrawal.lead')}</p>
      {withdrawal.refusal ? (
        <p className="notice notice--warning" data-testid="withdrawal-refusal">
          {t(`order.withdrawal.refusals.${withdrawal.refusal}`, { date: date(withdrawal.deadline) })}
        </p>
      ) : (
        <>
          {withdrawal.deadline ? (
            <p className="withdrawal__deadline" data-testid="withdrawal-deadline">
              {t('order.withdrawal.deadline', { date: date(withdrawal.deadline) })}
            </p>
          ) : null}
          {/* A withdrawal made starts an empty form (the items left are fewer). */}
          <WithdrawalForm
            key={withdrawal.withdrawals.length}
            items={withdrawal.items}
            stores={stores}
            refundAccountRequired={withdrawal.refund_account_required}
            answer={answer}
          />
        </>
      )}
      <WithdrawalList withdrawals={withdrawal.withdrawals} />
      <p className="order-page__links">
        <Link to={`/order/${orderId}`} className="button button--link" data-testid="withdrawal-order-link">
          {t('order.withdrawal.orderLink')}
        </Link>
      </p>
    </div>
  );
}

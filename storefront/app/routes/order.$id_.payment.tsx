import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { orderPaymentPage } from '~/features/order/order-payment-page.server';
import { getCardPaymentState, readCardMethod, startCardPayment } from '~/features/order/card-payment.server';
import { CardPayForm } from '~/features/order/components/CardPayForm';
import { OrderPaymentFrame } from '~/features/order/components/OrderPaymentFrame';
import { withMessages } from '~/lib/i18n.server';

/** While the gateway has not settled the payment, the page reloads itself (no JavaScript needed). */
const PENDING_REFRESH_SECONDS = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
  ...(data?.state === 'pending' ? [{ httpEquiv: 'refresh', content: String(PENDING_REFRESH_SECONDS) }] : []),
];

export const loader = withMessages(loadPage, 'installment', 'order', 'payment');

async function loadPage({ params, request }: LoaderFunctionArgs) {
  const { page, payment } = await orderPaymentPage(params.id ?? '', getCardPaymentState, 'payment.page.title');
  // The gateway could not be reached, or it refused the wallet chosen (the shopper pays by card instead).
  const error = payment.state === 'paid' ? null : new URL(request.url).searchParams.get('error');
  const walletUnavailable = error === 'wallet';
  return {
    ...page,
    state: error === 'send' || walletUnavailable ? ('failed' as const) : payment.state,
    walletUnavailable,
  };
}

/** `method` → a new gateway payment of this order (retry, another method, deferred payment) → the gateway's page. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const method = readCardMethod((await request.formData()).get('method'));
  if (!method) return redirect(`/order/${id}/payment`);
  return redirect(await startCardPayment(id, method, { context }));
}

/** After the gateway: paid, pending (reloads until settled), failed or unpaid with a retry by any method. */
export default function OrderPaymentPage() {
  const { t } = useTranslation();
  const { orderId, displayId, state, walletUnavailable } = useLoaderData<typeof loader>();
  const messages = { paid: 'payment.page.paid', pending: 'payment.page.pending', failed: 'payment.page.failed', unpaid: 'payment.page.unpaid' };
  return (
    <OrderPaymentFrame
      orderId={orderId}
      displayId={displayId}
      title={t('payment.page.title', { number: displayId })}
      notice={{
        tone: state === 'paid' ? 'success' : state === 'failed' ? 'error' : 'warning',
        testId: `payment-${state}`,
        text: walletUnavailable ? t('payment.page.walletUnavailable') : t(messages[state]),
      }}
      check={state === 'pending' ? { to: `/order/${orderId}/payment`, label: t('payment.page.checkAgain') } : null}
      testIdPrefix="payment"
    >
      {state === 'failed' || state === 'unpaid' || state === 'pending' ? (
        <CardPayForm
          orderId={orderId}
          title={walletUnavailable ? t('payment.page.payByCardTitle') : state === 'failed' ? t('payment.page.retryTitle') : t('payment.page.payTitle')}
          onlyCard={walletUnavailable}
        />
      ) : null}
    </OrderPaymentFrame>
  );
}

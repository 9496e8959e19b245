import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { orderPaymentPage } from '~/features/order/order-payment-page.server';
import { OrderPaymentFrame } from '~/features/order/components/OrderPaymentFrame';
import { getInstallmentPaymentState, startInstallmentPayment } from '~/features/order/installment-payment.server';
import { withMessages } from '~/lib/i18n.server';

/** While the partner decides, the page reloads itself (no JavaScript needed). */
const PROCESSING_REFRESH_SECONDS = 5;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? '' },
  { name: 'robots', content: 'noindex' },
  ...(data?.state === 'processing' && !data.failed ? [{ httpEquiv: 'refresh', content: String(PROCESSING_REFRESH_SECONDS) }] : []),
];

export const loader = withMessages(loadPage, 'installment', 'order', 'payment');

async function loadPage({ params, request }: LoaderFunctionArgs) {
  const { page, payment: application } = await orderPaymentPage(params.id ?? '', getInstallmentPaymentState, 'installment.payment.title');
  return {
    ...page,
    state: application.state,
    // The application could not be created: the specification's 'calculating of installments failed'.
    failed: new URL(request.url).searchParams.get('error') === 'send' && application.state !== 'sent',
  };
}

/** A new application at the partner (the first after a failure, or after a rejection) → the partner's page. */
export async function action({ params, context }: ActionFunctionArgs) {
  const id = params.id ?? '';
  const started = await startInstallmentPayment(id, { context });
  if (started.ok) return redirect(started.redirectUrl);
  return redirect(`/order/${id}/installments${started.alreadyPaid ? '' : '?error=send'}`);
}

const CAN_APPLY = new Set(['none', 'rejected', 'cancelled']);

/** After the partner: the application's state, and a form to apply (again) when there is none or it was refused. */
export default function OrderInstallmentsPage() {
  const { t } = useTranslation();
  const { orderId, displayId, state, failed } = useLoaderData<typeof loader>();
  const good = state === 'approved' || state === 'sent';
  const bad = failed || state === 'rejected' || state === 'cancelled';
  const tone = bad ? 'error' : good ? 'success' : 'warning';
  return (
    <OrderPaymentFrame
      orderId={orderId}
      displayId={displayId}
      title={t('installment.payment.title', { number: displayId })}
      notice={{
        tone,
        testId: failed ? 'installments-failed' : `installments-${state}`,
        text: failed ? t('installment.failed') : t(`installment.payment.${state}`),
      }}
      check={state === 'processing' ? { to: `/order/${orderId}/installments`, label: t('installment.payment.check') } : null}
      testIdPrefix="installments"
    >
      {failed || CAN_APPLY.has(state) ? (
        <Form method="post">
          <button type="submit" className="button" data-testid="installments-apply">
            {state === 'none' && !failed ? t('installment.payment.apply') : t('installment.payment.applyAgain')}
          </button>
        </Form>
      ) : null}
    </OrderPaymentFrame>
  );
}

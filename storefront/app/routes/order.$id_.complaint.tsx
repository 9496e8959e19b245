import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { COMPLAINT_WARRANTY_MONTHS } from '@electroshop/contracts/complaint';
import { Breadcrumbs } from '~/components/Breadcrumbs';
import { ComplaintDone } from '~/features/order/components/ComplaintDone';
import { ComplaintForm } from '~/features/order/components/ComplaintForm';
import { ComplaintList } from '~/features/order/components/ComplaintList';
import type { ComplaintActionData } from '~/features/order/complaint-form';
import { getComplaints, submitComplaint } from '~/features/order/complaint.server';
import { getOrderView } from '~/features/order/order.server';
import { listReturnStores } from '~/features/order/return-form.server';
import { passedOnHeaders } from '~/lib/backend.server';
import { useTranslation } from '~/lib/i18n';
import { serverT, withMessages } from '~/lib/i18n.server';

/** The shopper's own order: never indexed (nor kept by any cache: lib/surrogate.server.ts makes every order page private). */
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? '' }, { name: 'robots', content: 'noindex' }];

export const loader = withMessages(loadPage, 'installment', 'order', 'payment');

async function loadPage({ params }: LoaderFunctionArgs) {
  const order = await getOrderView(params.id ?? '');
  if (!order) throw new Response('Not found', { status: 404 });
  const [orderComplaints, stores] = await Promise.all([getComplaints(order.id), listReturnStores()]);
  if (!orderComplaints) throw new Response('Not found', { status: 404 });
  const t = serverT();
  return {
    title: `${t('order.complaint.title', { number: order.displayId })} | ${t('brand.name')}`,
    orderId: order.id,
    displayId: order.displayId,
    orderComplaints,
    // For the form's select, and to name the store of a complaint just made (also when nothing can be claimed any more).
    stores,
  };
}

/** The complaint form (a plain POST): made, or the form again with its errors at their inputs and everything entered kept. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const { result, limited } = await submitComplaint(params.id ?? '', await request.formData(), { context });
  return limited ? data(result, { status: 429, headers: passedOnHeaders(limited) }) : result;
}

/**
 * A complaint about the goods (a defect within the legal guarantee): what it is and how soon the shop settles
 * it, the form, or why the order's goods cannot be claimed now; after a complaint its confirmation; and the
 * complaints made.
 */
export default function OrderComplaintPage() {
  const { t } = useTranslation();
  const { orderId, displayId, orderComplaints, stores } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as ComplaintActionData | undefined;
  const done = answer?.done ?? null;
  const title = t('order.complaint.title', { number: displayId });
  return (
    <div className="container order-page withdrawal">
      <Breadcrumbs items={[{ label: t('order.statusTitle', { number: displayId }), to: `/order/${orderId}` }, { label: title }]} />
      <h1>{title}</h1>
      {done ? (
        <ComplaintDone
          key={done.number}
          number={done.number}
          deadline={done.deadline}
          method={done.method}
          store={done.storeId ? (stores.find((store) => store.id === done.storeId)?.label ?? null) : null}
        />
      ) : null}
      <p>
        {t('order.complaint.lead', { months: COMPLAINT_WARRANTY_MONTHS })} {t('order.complaint.settle', { count: orderComplaints.settle_days })}
      </p>
      {orderComplaints.refusal ? (
        <p className="notice notice--warning" data-testid="complaint-refusal">
          {t(`order.complaint.refusals.${orderComplaints.refusal}`, { months: COMPLAINT_WARRANTY_MONTHS })}
        </p>
      ) : (
        // A complaint made starts an empty form.
        <ComplaintForm key={orderComplaints.complaints.length} items={orderComplaints.items} stores={stores} answer={answer} />
      )}
      <ComplaintList complaints={orderComplaints.complaints} />
      <p className="order-page__links">
        <Link to={`/order/${orderId}`} className="button button--link" data-testid="complaint-order-link">
          {t('order.complaint.orderLink')}
        </Link>
      </p>
    </div>
  );
}

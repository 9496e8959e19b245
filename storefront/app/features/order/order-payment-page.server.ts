import { redirect } from '@remix-run/node';
import { serverT } from '~/lib/i18n.server';
import { getOrderView } from './order.server';

/**
 * A payment page's order and its payment of that kind (card, installments):
 * a 404 for an unknown order, the order page for one paid another way (it
 * tells how); with the page's title and what OrderPaymentFrame needs.
 */
export async function orderPaymentPage<P>(id: string, readPayment: (id: string) => Promise<P | null>, titleKey: string) {
  const [order, payment] = await Promise.all([getOrderView(id), readPayment(id)]);
  if (!order) throw new Response('Not found', { status: 404 });
  if (!payment) throw redirect(`/order/${id}`);
  const t = serverT();
  return {
    page: { title: `${t(titleKey, { number: order.displayId })} | ${t('brand.name')}`, orderId: order.id, displayId: order.displayId },
    payment,
  };
}

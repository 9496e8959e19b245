import { Form } from '@remix-run/react';
import { CARD_PAYMENT_METHODS } from '@electroshop/contracts/payment';
import { useTranslation } from '~/lib/i18n';
import { CARD_METHOD_KEYS } from '~/features/checkout/payment';

/**
 * Pay an unpaid card order at the gateway: one button per method (card,
 * Google Pay, Apple Pay). A plain form post to the order's payment page,
 * whose action sends the shopper to the gateway. After the gateway refused
 * a wallet, only the card.
 */
export function CardPayForm({ orderId, title, onlyCard = false }: { orderId: string; title: string; onlyCard?: boolean }) {
  const { t } = useTranslation();
  const methods = onlyCard ? CARD_PAYMENT_METHODS.filter((method) => method === 'card') : CARD_PAYMENT_METHODS;
  return (
    <section className="checkout__section" aria-labelledby="card-pay-title" data-testid="card-pay">
      <h2 id="card-pay-title">{title}</h2>
      <Form method="post" action={`/order/${orderId}/payment`} className="card-pay__methods">
        {methods.map((method) => (
          <button
            key={method}
            type="submit"
            name="method"
            value={method}
            className={`button ${method === 'card' ? 'button--primary' : 'button--secondary'}`}
            data-testid={`pay-${method}`}
          >
            {t(CARD_METHOD_KEYS[method])}
          </button>
        ))}
      </Form>
      {onlyCard ? null : <p className="field__hint">{t('payment.walletNote')}</p>}
    </section>
  );
}

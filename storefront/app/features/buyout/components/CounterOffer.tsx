import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { BuyoutOffer } from '@electroshop/contracts/buyout';

interface Props {
  offer: Pick<BuyoutOffer, 'id' | 'status_label' | 'pending' | 'price' | 'offered_price' | 'currency_code'>;
  token: string;
  /** The offer page (`/vykup/nabidka`, ro `/vanzare/oferta`), whose action records the decision. */
  offerPath: string;
  /** What the decision led to, or why it was not taken. */
  message?: { ok: boolean; text: string } | null;
}

/**
 * A new price offer after the inspection: accept it, or decline it and get
 * the device back free. A plain POST form, so it works before hydration and
 * the e-mailed link itself (a GET) never decides anything.
 */
export function CounterOffer({ offer, token, offerPath, message }: Props) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const busy = useNavigation().state === 'submitting';
  const action = `${offerPath}?id=${encodeURIComponent(offer.id)}&token=${encodeURIComponent(token)}`;
  return (
    <section className="buyout-review" aria-labelledby="buyout-offer-heading" data-testid="buyout-counter-offer">
      <h2 id="buyout-offer-heading" className="section__title">
        {t('buyout.offer.title')}
      </h2>
      <dl className="buyout-review__list">
        <div>
          <dt>{t('buyout.offer.original')}</dt>
          <dd>{money(offer.price, offer.currency_code)}</dd>
        </div>
        <div>
          <dt>{t('buyout.offer.offered')}</dt>
          <dd data-testid="buyout-offered-price">
            <strong>{money(offer.offered_price, offer.currency_code)}</strong>
          </dd>
        </div>
      </dl>
      {message ? (
        <p className={message.ok ? 'notice' : 'notice notice--warning'} role="status" data-testid="buyout-offer-message">
          {message.text}
        </p>
      ) : null}
      {offer.pending ? (
        <Form method="post" action={action} className="buyout-actions" aria-busy={busy || undefined}>
          <p>{t('buyout.offer.lead')}</p>
          <button type="submit" name="decision" value="accept" className="button button--primary" disabled={busy}>
            {t('buyout.offer.accept', { price: money(offer.offered_price, offer.currency_code) })}
          </button>
          <button type="submit" name="decision" value="decline" className="button button--secondary" disabled={busy}>
            {t('buyout.offer.decline')}
          </button>
        </Form>
      ) : message ? null : (
        <p className="notice" data-testid="buyout-offer-message">
          {t('buyout.offer.decided', { status: offer.status_label })}
        </p>
      )}
    </section>
  );
}

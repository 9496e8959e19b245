import type { StoreItemExtraOffer } from '@electroshop/contracts/item-extra';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';
import type { SummaryLine } from '../summary';
import { CartChangeForm } from './CartChangeForm';

/**
 * The device's warranty extension and insurances, each kind a plain form
 * (works without JavaScript): the offer and the price shown go to the
 * backend, which refuses a price that is no longer the offer's.
 */
export function ExtrasChoice({
  line,
  offers,
  chosen,
  currencyCode,
  busy,
}: {
  line: SummaryLine;
  offers: StoreItemExtraOffer[];
  chosen: SummaryLine[];
  currencyCode: string;
  /** The line's quantity change on its way: an extra chosen meanwhile waits for it. */
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <div className="cart-extras" data-testid="cart-extras">
      {(['warranty', 'insurance'] as const).map((kind) => {
        const own = offers.filter((o) => o.kind === kind);
        if (!own.length) return null;
        const selectId = `extra-${kind}-${line.id}`;
        return (
          <CartChangeForm busy={busy} method="post" key={kind} className="cart-extras__form" data-testid={`extra-form-${kind}`}>
            <input type="hidden" name="intent" value="add-extra" />
            <input type="hidden" name="line_id" value={line.id} />
            <label htmlFor={selectId}>{t(`cart.extras.${kind}`, { product: line.title })}</label>
            <select id={selectId} name="offer" required defaultValue="">
              <option value="" disabled>
                {t('cart.extras.choose')}
              </option>
              {own.map((offer) => (
                <option key={offer.id} value={`${offer.id}:${offer.price}`}>
                  {offer.name} – {money(offer.price, currencyCode)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t(chosen.some((c) => c.extra?.kind === kind) && kind === 'warranty' ? 'cart.extras.change' : 'cart.extras.add')}
            </button>
          </CartChangeForm>
        );
      })}
    </div>
  );
}

import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { FreeShipping } from '~/features/checkout/free-shipping';

/** How much more to buy for free delivery, or that it is free already; read out when it changes with the quantities. */
export function FreeShippingNote({ freeShipping, currencyCode }: { freeShipping: FreeShipping; currencyCode: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  return (
    <p className="cart-summary__free-shipping" role="status" data-testid="free-shipping">
      {freeShipping.remaining > 0
        ? t('cart.freeShippingRemaining', { from: money(freeShipping.from, currencyCode), remaining: money(freeShipping.remaining, currencyCode) })
        : t('cart.freeShippingReached')}
    </p>
  );
}

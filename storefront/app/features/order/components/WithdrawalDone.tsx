import { useEffect, useRef } from 'react';
import type { ReturnMethod } from '@electroshop/contracts/withdrawal';
import { useTranslation } from '~/lib/i18n';

/**
 * The confirmation of a withdrawal just made: the e-mail with the filled-in withdrawal form is on its way,
 * and what happens next (the goods sent to the shop's address, or brought to the store chosen),
 * then the refund. The keyboard moves to it, and it is announced.
 */
export function WithdrawalDone({ method, store }: { method: ReturnMethod; store: string | null }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="notice notice--success withdrawal__done" role="status" tabIndex={-1} data-testid="withdrawal-done">
      <p>{t('order.withdrawal.done.sent')}</p>
      <p data-testid="withdrawal-next">
        {method === 'carrier' ? t('order.withdrawal.done.carrier') : store ? t('order.withdrawal.done.store', { store }) : t('order.withdrawal.done.storeAny')}
      </p>
      <p>{t('order.withdrawal.done.refund')}</p>
    </div>
  );
}

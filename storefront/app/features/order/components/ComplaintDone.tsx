import { useEffect, useRef } from 'react';
import type { ComplaintMethod } from '@electroshop/contracts/complaint';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';

/**
 * The confirmation of a complaint just made: its number, the last day the shop settles it by, and how
 * the goods reach the shop (sent to its address, or brought to the store chosen). The keyboard moves
 * to it, and it is announced.
 */
export function ComplaintDone({ number, deadline, method, store }: { number: string; deadline: string; method: ComplaintMethod; store: string | null }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="notice notice--success withdrawal__done" role="status" tabIndex={-1} data-testid="complaint-done">
      <p>{t('order.complaint.done.sent', { number })}</p>
      <p>{t('order.complaint.done.deadline', { date: date(deadline) })}</p>
      <p data-testid="complaint-next">
        {method === 'carrier' ? t('order.complaint.done.carrier') : store ? t('order.complaint.done.store', { store }) : t('order.complaint.done.storeAny')}
      </p>
    </div>
  );
}

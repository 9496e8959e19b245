import type { StoreWithdrawal } from '@electroshop/contracts/withdrawal';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';

/** The withdrawals made from the order: when, how the goods go back, which items and how many, where each stands and what was refunded. */
export function WithdrawalList({ withdrawals }: { withdrawals: StoreWithdrawal[] }) {
  const { t } = useTranslation();
  const { date, money } = useFormat();
  if (!withdrawals.length) return null;
  return (
    <section className="withdrawals" aria-labelledby="withdrawals-title" data-testid="withdrawals">
      <h2 id="withdrawals-title">{t('order.withdrawal.listTitle')}</h2>
      <ul>
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal.id} data-testid="withdrawal">
            <p className="withdrawals__head">
              <span>{t('order.withdrawal.requestedOn', { date: date(withdrawal.requested_at) })}</span>
              <span>{t(`order.withdrawal.methods.${withdrawal.method}`)}</span>
              <span className="status-pill" data-testid="withdrawal-status">
                {t(`order.withdrawal.statuses.${withdrawal.status}`, { defaultValue: withdrawal.status })}
              </span>
            </p>
            <ul className="withdrawals__items">
              {withdrawal.items.map((item, index) => (
                <li key={index}>{t('order.withdrawal.itemQuantity', { title: item.title, count: item.quantity })}</li>
              ))}
            </ul>
            {withdrawal.refunded_amount !== null && (
              <p data-testid="withdrawal-refunded">{t('order.withdrawal.refunded', { amount: money(withdrawal.refunded_amount) })}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

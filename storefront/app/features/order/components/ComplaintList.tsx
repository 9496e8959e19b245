import type { StoreComplaint } from '@electroshop/contracts/complaint';
import { useFormat } from '~/hooks/use-format';
import { useTranslation } from '~/lib/i18n';

/**
 * The complaints made about the order's goods: which item, when, where each stands; while open the last
 * day it is settled by, once settled the remedy given (accepted) and the shop's words on it.
 */
export function ComplaintList({ complaints }: { complaints: StoreComplaint[] }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!complaints.length) return null;
  return (
    <section className="withdrawals" aria-labelledby="complaints-title" data-testid="complaints">
      <h2 id="complaints-title">{t('order.complaint.listTitle')}</h2>
      <ul>
        {complaints.map((complaint) => (
          <li key={complaint.id} data-testid="complaint">
            <p className="withdrawals__head">
              <strong>{t('order.complaint.number', { number: complaint.number })}</strong>
              <span>{t('order.complaint.submittedOn', { date: date(complaint.submitted_at) })}</span>
              <span className="status-pill" data-testid="complaint-status">
                {t(`order.complaint.statuses.${complaint.status}`, { defaultValue: complaint.status })}
              </span>
            </p>
            <ul className="withdrawals__items">
              <li>{complaint.item_title}</li>
            </ul>
            {complaint.status === 'submitted' || complaint.status === 'received' ? (
              <p data-testid="complaint-deadline">{t('order.complaint.deadline', { date: date(complaint.deadline) })}</p>
            ) : null}
            {complaint.status === 'accepted' && complaint.resolution ? (
              <p data-testid="complaint-resolution">{t('order.complaint.resolution', { remedy: t(`order.complaint.remedies.${complaint.resolution}`) })}</p>
            ) : null}
            {complaint.resolution_note ? (
              <p className="withdrawals__note" data-testid="complaint-note">
                {t('order.complaint.note', { note: complaint.resolution_note })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

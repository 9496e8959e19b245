import type { ReactNode } from 'react';
import { Link } from '@remix-run/react';
import { useTranslation } from '~/lib/i18n';
import { Breadcrumbs } from '~/components/Breadcrumbs';

/**
 * The frame of a page an order is paid through after checkout (card gateway,
 * installments): the payment's state as a notice, a "check again" link while
 * the partner has not decided (the page also reloads itself), the page's own
 * forms, and the way back to the order.
 */
export function OrderPaymentFrame({
  orderId,
  displayId,
  title,
  notice,
  check,
  testIdPrefix,
  children,
}: {
  orderId: string;
  displayId: number | string;
  title: string;
  notice: { tone: 'success' | 'error' | 'warning'; testId: string; text: string };
  /** The link to this page again, while the state is still open. */
  check: { to: string; label: string } | null;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container order-page">
      <Breadcrumbs items={[{ label: t('order.statusTitle', { number: displayId }), to: `/order/${orderId}` }, { label: title }]} />
      <h1>{title}</h1>
      <p className={`notice notice--${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid={notice.testId}>
        {notice.text}
      </p>
      {check ? (
        <p>
          <Link to={check.to} className="button button--secondary" data-testid={`${testIdPrefix}-check`}>
            {check.label}
          </Link>
        </p>
      ) : null}
      {children}
      <p className="order-page__links">
        <Link to={`/order/${orderId}`} className="button button--link" data-testid={`${testIdPrefix}-order-link`}>
          {t('payment.page.orderLink')}
        </Link>
      </p>
    </div>
  );
}

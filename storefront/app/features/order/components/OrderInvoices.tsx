import { useTranslation } from '~/lib/i18n';
import { useFormat } from '~/hooks/use-format';
import type { InvoiceView } from '~/features/order/order';

/** The order's invoices once its goods left, and their credit notes: each a PDF to download (routes/order.$id_.invoice.$invoiceId.tsx). */
export function OrderInvoices({ orderId, invoices }: { orderId: string; invoices: InvoiceView[] }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  if (!invoices.length) return null;
  return (
    <section className="order-invoices" aria-labelledby="order-invoices-title" data-testid="order-invoices">
      <h2 id="order-invoices-title">{t('order.invoiceTitle')}</h2>
      <ul>
        {invoices.map((invoice) => (
          <li key={invoice.id} data-testid="order-invoice">
            <a href={`/order/${encodeURIComponent(orderId)}/invoice/${encodeURIComponent(invoice.id)}`} download data-testid="order-invoice-link">
              {t(invoice.creditNote ? 'order.creditNoteDownload' : 'order.invoiceDownload', { number: invoice.number })}
            </a>{' '}
            {t(invoice.creditNote ? 'order.creditNoteIssuedOn' : 'order.invoiceIssuedOn', { date: date(invoice.issuedOn) })}
          </li>
        ))}
      </ul>
    </section>
  );
}

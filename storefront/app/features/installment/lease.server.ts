import type { StoreLeaseOptions } from '@electroshop/contracts/installment';
import { formatMoney } from '@electroshop/domain/money';
import { getShopConfig } from '~/lib/config.server';
import { escapeHtml } from '~/lib/html.server';
import { serverT } from '~/lib/i18n.server';
import { backendData } from '~/lib/backend.server';
import { getInstallmentOptions, installmentTeaser } from './installments.server';

/** The lease offers for a price (backend `GET /store/leases/options`); none when they cannot be read. */
export async function getLeaseOptions(amount: number): Promise<StoreLeaseOptions['options']> {
  try {
    return (await backendData<StoreLeaseOptions>('/store/leases/options', { amount: Math.round(amount) })).options;
  } catch (error) {
    console.error(`Lease options for ${amount} could not be loaded`, error);
    return [];
  }
}

/**
 * The product page's financing box as finished HTML: the "from N a month"
 * link to the installment calculator, the installment tab — a `<details>`
 * with a plain form posting to the page's add-to-cart action: a radio per
 * installment barem for the price and a button adding the product on it
 * (`installment_id`) — and the lease tab — a
 * `<details>` (opened by keyboard or click, no script) with the lease offers
 * for the price, a time-limited one with its last day. Written here so the
 * page ships no code for it (its JavaScript budget is spent); every text is
 * escaped. A cached page drops an ended offer when the backend purges the
 * catalogue pages at its end (backend jobs/barem-validity-purge.ts).
 */
export async function productFinancingHtml(amount: number | null | undefined, variantId: string | null): Promise<string | null> {
  if (!amount) return null;
  const [installments, leases] = await Promise.all([getInstallmentOptions(amount), getLeaseOptions(amount)]);
  const installment = installmentTeaser(amount, installments?.best ?? null);
  const { locale, currencyCode } = getShopConfig();
  const t = serverT();
  const money = (value: number) => formatMoney(value, currencyCode, locale);
  const day = (iso: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', day: 'numeric', month: 'numeric', year: 'numeric' }).format(new Date(`${iso}T00:00:00Z`));
  const parts: string[] = [];
  if (installment) parts.push(`<a class="product__installment" href="${escapeHtml(installment.href)}">${escapeHtml(installment.text)}</a>`);
  if (variantId && installments?.options.length) {
    const radios = installments.options.map((o, i) => {
      const terms = t('installment.buyOption', { name: o.name, monthly: money(o.monthly_payment), months: o.months, apr: o.apr.toLocaleString(locale) });
      return `<li><label><input type="radio" name="installment_id" value="${escapeHtml(o.barem_id)}" required${i === 0 ? ' checked' : ''}> ${escapeHtml(terms)}</label></li>`;
    });
    parts.push(
      `<details class="product__lease" id="installments" data-testid="installment-buy"><summary>${escapeHtml(t('installment.buyTitle'))}</summary>` +
        `<form method="post"><input type="hidden" name="variant_id" value="${escapeHtml(variantId)}"><input type="hidden" name="quantity" value="1">` +
        `<fieldset><legend>${escapeHtml(t('installment.buyLegend'))}</legend><ul>${radios.join('')}</ul></fieldset>` +
        `<button type="submit" class="button button--primary" data-testid="installment-add">${escapeHtml(t('installment.buySubmit'))}</button></form></details>`,
    );
  }
  if (leases.length) {
    const offers = leases.map((o) => {
      const terms = t('lease.offer', {
        months: o.months,
        monthly: money(o.monthly_payment),
        residual: money(o.residual_value),
        apr: o.apr.toLocaleString(locale),
      });
      const until = o.valid_to
        ? ` <span class="product__lease-until" data-testid="lease-until">${escapeHtml(t('lease.until', { date: day(o.valid_to) }))}</span>`
        : '';
      return `<li data-testid="lease-offer"><strong>${escapeHtml(o.name)}</strong>: ${escapeHtml(terms)}${until}</li>`;
    });
    parts.push(
      `<details class="product__lease" id="leasing" data-testid="lease-info"><summary>${escapeHtml(t('lease.title', { price: money(leases[0]!.monthly_payment) }))}</summary>` +
        `<ul>${offers.join('')}</ul><p>${escapeHtml(t('lease.howTo'))}</p></details>`,
    );
  }
  return parts.length ? parts.join('') : null;
}

import { installmentCalculatorUrl, type StoreInstallmentOptions } from '@electroshop/contracts/installment';
import { installmentPartnerOf } from '@electroshop/contracts/payment';
import type { InstallmentChoice } from '~/features/checkout/payment';
import { formatMoney } from '@electroshop/domain/money';
import { getShopConfig } from '~/lib/config.server';
import { serverT } from '~/lib/i18n.server';
import { backendData } from '~/lib/backend.server';

/** The ways to pay a price in installments (backend `GET /store/installments/options`); null when they cannot be read. */
export async function getInstallmentOptions(amount: number): Promise<StoreInstallmentOptions | null> {
  try {
    return await backendData<StoreInstallmentOptions>('/store/installments/options', { amount: Math.round(amount) });
  } catch (error) {
    console.error(`Installment options for ${amount} could not be loaded`, error);
    return null;
  }
}

/**
 * The product page's "from N a month" line, written here so the page ships
 * no code for it (its JavaScript budget is spent): the text and the
 * calculator's URL, or null when no scale covers the price.
 */
export function installmentTeaser(amount: number, best: StoreInstallmentOptions['best']): { text: string; href: string } | null {
  if (!best) return null;
  const { variant, locale, currencyCode } = getShopConfig();
  return {
    text: serverT()('installment.fromMonthly', { price: formatMoney(best.monthly_payment, currencyCode, locale), months: best.months }),
    href: installmentCalculatorUrl(variant, amount),
  };
}

/**
 * The checkout's installment choices: the barems of the region's partner (Home Credit, TBI Bank) whose range holds
 * the cart's total (none when the total is outside every range or the region
 * does not offer the partner), with their monthly payment and APR.
 */
export async function checkoutInstallmentChoices(providerIds: string[] | null, total: number | null | undefined): Promise<InstallmentChoice[]> {
  const partner = (providerIds ?? []).map(installmentPartnerOf).find(Boolean);
  if (!partner || !total) return [];
  const options = (await getInstallmentOptions(total))?.options ?? [];
  const { locale, currencyCode } = getShopConfig();
  const t = serverT();
  return options
    .filter((o) => o.partner === partner)
    .map((o) => ({
      baremId: o.barem_id,
      name: t('installment.choiceName', { name: o.name }),
      note: t('installment.choiceNote', { monthly: formatMoney(o.monthly_payment, currencyCode, locale), months: o.months, apr: o.apr.toLocaleString(locale) }),
    }));
}

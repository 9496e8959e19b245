import { formatDate } from '@electroshop/domain/date';
import { formatMoney } from '@electroshop/domain/money';
import { useCallback } from 'react';
import { useShop } from './use-shop';

/** Money and date formatting in the shop's language and currency. */
export function useFormat() {
  const shop = useShop();
  const money = useCallback(
    (amount: number | null | undefined, currencyCode?: string | null) => formatMoney(amount ?? 0, currencyCode || shop.currencyCode, shop.locale),
    [shop.currencyCode, shop.locale],
  );
  // A fixed zone, so the server and the browser print the same day.
  const timeZone = shop.variant === 'ro' ? 'Europe/Bucharest' : 'Europe/Prague';
  const date = useCallback((value: string | Date | null | undefined) => (value ? formatDate(new Date(value), { timeZone }) : ''), [timeZone]);
  return { money, date };
}

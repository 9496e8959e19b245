import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';

export type ShopData = NonNullable<ReturnType<typeof useRootData>>;

function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

const FALLBACK = {
  locale: 'cs' as const,
  variant: 'cz' as const,
  intlLocale: 'cs-CZ' as const,
  currencyCode: 'czk' as const,
  countryCode: 'cz' as const,
  vatRate: 21,
  phonesSlug: 'telefony',
};

/** Shop settings from the root loader (falls back to the Czech shop in error pages). */
export function useShop() {
  const data = useRootData();
  return data?.shop ?? FALLBACK;
}

/** The layout's links to localised pages (root loader); none in error pages without its data. */
export function useShopLinks() {
  return useRootData()?.shop.links;
}

export function useRootLoader() {
  return useRootData();
}

import type { ShopVariant } from '@electroshop/domain/variant';

export interface ServicePaths {
  /** The selector: `<prefix>/<type>/<manufacturer>/<model>/<colour slug>`. */
  prefix: string;
  /** Status of a repair order by number + e-mail or phone; also where a new order lands. */
  status: string;
  /** Price lists: `<priceList>` the device types, `<priceList>/<type>` every model of a type with its repairs. */
  priceList: string;
  /** Spare parts: `<parts>` the device types, `<parts>/<type>` the part qualities of every repair of a type. */
  parts: string;
}

/** Surrogate key of the repair pages everyone sees the same: a change of the repair price list purges them by it. */
export const SERVICE_PAGES_KEY = 'service';

/** Storefront paths of the service pages per variant, declared once for the backend (URLs, e-mails) and the storefront's routes. */
export const SERVICE_PATHS: Readonly<Record<ShopVariant, Readonly<ServicePaths>>> = {
  cz: { prefix: '/servis', status: '/servis/stav', priceList: '/servis/cenik', parts: '/servis/nahradni-dily' },
  ro: { prefix: '/service', status: '/service/stare', priceList: '/service/preturi', parts: '/service/piese-de-schimb' },
};

export function servicePaths(variant: ShopVariant): Readonly<ServicePaths> {
  return SERVICE_PATHS[variant] ?? SERVICE_PATHS.cz;
}

/** `<prefix>/<type>/<manufacturer>/<model>/<colour slug>`, as far as the parts are given. */
export function serviceSelectorPath(variant: ShopVariant, parts: readonly (string | null | undefined)[]): string {
  const segments = parts.filter((p): p is string => Boolean(p)).map(encodeURIComponent);
  return [servicePaths(variant).prefix, ...segments].join('/');
}

import cs from '~/locales/cs.json';
import ro from '~/locales/ro.json';
import { getShopConfig } from './config.server';
import { createTranslator, toLocale, type Locale, type Messages, type TFunction } from './i18n';

const CATALOGUES: Record<Locale, Messages> = { cs, ro };

/**
 * The catalogue of the shop language. Both live on the server only: the root
 * loader hands the browser the one it needs, so a Czech shopper never
 * downloads the Romanian texts (and neither ships as JavaScript).
 */
export function shopMessages(): Messages {
  return CATALOGUES[toLocale(getShopConfig().locale)];
}

let t: TFunction | undefined;

/** Translation function in the shop language, for loaders, actions and meta titles. */
export function serverT(): TFunction {
  if (!t) t = createTranslator(toLocale(getShopConfig().locale), shopMessages());
  return t;
}

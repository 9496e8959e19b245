import type { TFunction } from 'i18next';
import { getShopConfig } from './config.server';
import { createI18n, toLocale } from './i18n';

let t: TFunction | undefined;

/** Translation function in the shop language, for loaders, actions and meta titles. */
export function serverT(): TFunction {
  if (!t) t = createI18n(toLocale(getShopConfig().locale)).t;
  return t;
}

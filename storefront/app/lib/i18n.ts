import i18next, { type i18n as I18n } from 'i18next';
import cs from '~/locales/cs.json';
import ro from '~/locales/ro.json';

export const LOCALES = ['cs', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];

export const resources = {
  cs: { translation: cs },
  ro: { translation: ro },
} as const;

export function toLocale(value: string | null | undefined): Locale {
  return value === 'ro' ? 'ro' : 'cs';
}

/**
 * A fresh i18next instance for one language. Catalogues are bundled, so
 * initialisation is synchronous and server and browser render the same text.
 */
export function createI18n(locale: Locale): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'cs',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

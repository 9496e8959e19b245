import { createContext, createElement, useContext, type ReactNode } from 'react';

export const LOCALES = ['cs', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];

/** One language's catalogue, as in `app/locales/*.json`. */
export type Messages = { readonly [key: string]: string | readonly string[] | Messages };

export type TOptions = { count?: number; returnObjects?: boolean; defaultValue?: string; [name: string]: unknown };

export interface TFunction {
  /** A list or section of the catalogue (e.g. an info page's paragraphs). */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions): string;
}

export function toLocale(value: string | null | undefined): Locale {
  return value === 'ro' ? 'ro' : 'cs';
}

function lookup(messages: Messages, key: string): Messages[string] | undefined {
  let node: Messages[string] | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

/**
 * The translation function over one catalogue. It covers what the catalogues
 * use and nothing more: dotted keys, `{{name}}` interpolation, plurals by
 * `count` (`key_one`, `key_few`, `key_many`, `key_other`, chosen by
 * Intl.PluralRules as i18next does), `returnObjects` for lists and
 * `defaultValue`; without one a missing key returns the key itself. It
 * replaces i18next, which with react-i18next weighed 19 kB gzipped in every
 * page's JavaScript.
 */
export function createTranslator(locale: Locale, messages: Messages): TFunction {
  const plurals = new Intl.PluralRules(locale);
  function t(key: string, options: TOptions = {}): unknown {
    const { count } = options;
    const value =
      (typeof count === 'number' ? (lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`)) : undefined) ??
      lookup(messages, key);
    if (options.returnObjects && value !== undefined) return value;
    const text = typeof value === 'string' ? value : (options.defaultValue ?? key);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match));
  }
  return t as TFunction;
}

const TranslationContext = createContext<TFunction>((key: string) => key);

/** Makes `t` available to every component below it (the root layout sets it up). */
export function TranslationProvider({ t, children }: { t: TFunction; children: ReactNode }) {
  return createElement(TranslationContext.Provider, { value: t }, children);
}

/** `const { t } = useTranslation()`: the shop language's translation function. */
export function useTranslation(): { t: TFunction } {
  return { t: useContext(TranslationContext) };
}

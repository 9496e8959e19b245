import cs from '~/locales/cs.json';
import ro from '~/locales/ro.json';
import { getShopConfig } from './config.server';
import { createTranslator, toLocale, type Locale, type Messages, type TFunction } from './i18n';
import { LAYOUT_MESSAGES, pickMessages } from './message-parts';

const CATALOGUES: Record<Locale, Messages> = { cs, ro };

/**
 * The catalogue of the shop language. Both live on the server only: loaders
 * hand the browser the parts its page needs (message-parts.ts), so a Czech
 * shopper never downloads the Romanian texts (and neither ships as JavaScript).
 */
function shopMessages(): Messages {
  return CATALOGUES[toLocale(getShopConfig().locale)];
}

const picked = new Map<string, Messages>();
function partsOf(entries: readonly string[]): Messages {
  const key = entries.join(',');
  let messages = picked.get(key);
  if (!messages) {
    messages = pickMessages(shopMessages(), entries);
    picked.set(key, messages);
  }
  return messages;
}

/** The texts of the layout (header, footer, error pages), sent by the root loader. */
export function layoutMessages(): Messages {
  return partsOf(LAYOUT_MESSAGES);
}

/**
 * A page's loader that also returns the texts the page adds to the layout's
 * (`messages`, which the root layout lays over its own): `export const loader =
 * withMessages(loadPage, 'catalog')`. Whole namespaces only, so that one the
 * layout sends a part of arrives whole. Redirects and other responses pass as they are.
 */
export function withMessages<Args, Result>(load: (args: Args) => Promise<Result>, ...namespaces: string[]) {
  return async (args: Args): Promise<Result & { messages: Messages }> => {
    const result = await load(args);
    if (result instanceof Response || typeof result !== 'object' || result === null) return result as Result & { messages: Messages };
    return { ...result, messages: partsOf(namespaces) };
  };
}

let t: TFunction | undefined;

/** Translation function in the shop language, for loaders, actions and meta titles. */
export function serverT(): TFunction {
  if (!t) t = createTranslator(toLocale(getShopConfig().locale), shopMessages());
  return t;
}

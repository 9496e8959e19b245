import type {
  AppraiseResponse,
  BuyoutCenter,
  BuyoutOffer,
  BuyoutStatusResponse,
  Choice,
  SavedBuyout,
  SelectorLevel,
  SelectorResponse,
  SendToEmailResponse,
} from '@electroshop/contracts/buyout';
import { backendApi, type BackendAnswer, type Caller } from '~/lib/backend.server';

/**
 * The buy-out's calls of the backend (`/store/buyout/*`), one per route of its store API: the pages'
 * loaders and actions call these, never the backend itself. Each answer keeps the status, the 400
 * body with its field errors, `Location` and `Retry-After` (lib/backend.server).
 */

type SelectorLevels = Partial<Record<SelectorLevel, string | null | undefined>>;

/** The selection's own path for the selector's plain GET form. */
export function selectorUrl(caller: Caller, levels: SelectorLevels) {
  return backendApi<{ url: string }>(caller, '/store/buyout/selector-url', { query: levels });
}

/** The selector's choices and, once a device is chosen, its appraisal form (by path segments or a quote's `url_code`). */
export function loadSelector(caller: Caller, query: SelectorLevels | { url_code: string }) {
  return backendApi<SelectorResponse>(caller, '/store/buyout/selector', { query });
}

export function loadCountries(caller: Caller) {
  return backendApi<Choice[]>(caller, '/store/buyout/countries');
}

export function appraise(caller: Caller, payload: Record<string, unknown>) {
  return backendApi<AppraiseResponse>(caller, '/store/buyout/appraise', { method: 'POST', body: payload });
}

export function sendQuoteByEmail(caller: Caller, payload: Record<string, unknown>, email: string) {
  return backendApi<SendToEmailResponse>(caller, '/store/buyout/send-to-email', { method: 'POST', body: { ...payload, e_mail: email } });
}

export function sellOnline(caller: Caller, body: Record<string, unknown>) {
  return backendApi<{ url: string; id: string; review_token: string }>(caller, '/store/buyout/sell-online', { method: 'POST', body });
}

/** A completed sale, for the browser holding its review token (cookie or the e-mail's link). */
export function loadSale(caller: Caller, id: string, reviewToken: string | null) {
  return backendApi<SavedBuyout>(caller, `/store/buyout/${encodeURIComponent(id)}`, { reviewToken });
}

export function loadCenters(caller: Caller) {
  return backendApi<BuyoutCenter[]>(caller, '/store/buyout-centers');
}

/** The staff's counter-offer, opened with the e-mail's token. */
export function loadOffer(caller: Caller, id: string, token: string) {
  return backendApi<BuyoutOffer>(caller, '/store/buyout/offer', { query: { id, token } });
}

export function decideOffer(caller: Caller, id: string, token: string, decision: string) {
  return backendApi<BuyoutOffer>(caller, '/store/buyout/offer', { method: 'POST', body: { id, token, decision } });
}

export function lookUpSale(caller: Caller, body: Record<string, string>): Promise<BackendAnswer<BuyoutStatusResponse>> {
  return backendApi<BuyoutStatusResponse>(caller, '/store/buyout/status', { method: 'POST', body });
}

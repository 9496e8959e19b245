import { useLocation, useNavigate } from '@remix-run/react';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ANALYTICS, pushDataLayer, type AppraiseResponse, type BuyoutErrorBody, type Selection } from '~/lib/buyout';

/** A storefront JSON call that keeps the status (400 bodies carry field errors). */
export interface JsonAnswer<T> {
  status: number;
  body: T & BuyoutErrorBody;
}

export class BuyoutRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: BuyoutErrorBody,
  ) {
    super(body.message || `HTTP ${status}`);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T & BuyoutErrorBody;
  if (!response.ok) throw new BuyoutRequestError(response.status, json);
  return json;
}

export const appraiseRequest = (payload: unknown) => call<AppraiseResponse>('/api/buyout/appraise', payload);
export const sendToEmailRequest = (payload: unknown) => call<{ success: boolean; code: string }>('/api/buyout/send-to-email', payload);
export const sellOnlineRequest = (payload: unknown) =>
  call<{ id: string; number: string; url: string; location?: string }>('/api/buyout/sell-online', payload);

/** Mutations of the buy-out page (react-query; mutations are not retried, a POST must not repeat). */
export function useBuyoutMutations() {
  const appraise = useMutation({ mutationFn: appraiseRequest });
  const sendToEmail = useMutation({ mutationFn: sendToEmailRequest });
  const sellOnline = useMutation({ mutationFn: sellOnlineRequest });
  return { appraise, sendToEmail, sellOnline };
}

/**
 * Moves the page to a selection's own URL: a history entry only when the
 * path differs (section 2), and a virtual page view for analytics.
 */
export function useSelectorNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const go = useCallback(
    (url: string) => {
      const target = new URL(url, window.location.origin);
      const path = `${target.pathname}${target.search}`;
      if (target.pathname === location.pathname && !location.search) return;
      navigate(path, { preventScrollReset: true });
      pushDataLayer({ event: ANALYTICS.virtualPageView, page_path: target.pathname, page_location: target.href });
    },
    [location.pathname, location.search, navigate],
  );
  const goToSelection = useCallback(
    async (selection: Selection) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(selection)) if (value) query.set(key, value);
      const { url } = await call<{ url: string }>(`/api/buyout/selector-url?${query.toString()}`);
      go(url);
    },
    [go],
  );
  return { go, goToSelection };
}

import type { QueryClient } from '@tanstack/react-query';

/**
 * The data-layer policy of the specification (§7) for every request the
 * browser makes on its own: a failed request is tried 3 more times, after
 * 1 s, 2 s, 4 s (doubling, at most 30 s); the server never retries; nothing
 * refetches on window focus; an answer is reused for 5 minutes. User-initiated
 * submissions (mutations) are never retried.
 */
export const RETRIES = 3;
export const CACHE_MS = 5 * 60_000;

/** The wait before retry number `attempt + 1`: 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * Where lib/react-query.ts keeps the browser's one react-query client once the
 * mini cart has loaded it; until then nothing is cached there. A global rather
 * than an import (like `UserTypeWindow`), so that the product page's
 * first-visit JavaScript stays in its budget.
 */
export type QueryClientWindow = { queryClient?: QueryClient };

const answers = new Map<string, [at: number, data: unknown]>();

/**
 * GET `url`'s JSON under that policy without react-query (which loads with
 * the mini cart when first opened), for every other request the browser
 * makes on its own (the shopper's data on every page, the search box…): kept
 * for 5 minutes by URL unless `fresh` (read anew, as the shopper's data after
 * every navigation); a failed answer (network error or not 2xx) is retried
 * 3 times, 1 s, 2 s, 4 s apart, then throws. Once `signal` aborts, no further
 * request goes out. Only the browser calls it (effects, handlers): the server's
 * own calls (lib/backend.server.ts, the SDK) are never retried.
 */
export async function queryJson<T>(url: string, { signal, fresh }: { signal?: AbortSignal; fresh?: boolean } = {}): Promise<T> {
  const hit = answers.get(url);
  if (!fresh && hit && Date.now() - hit[0] < CACHE_MS) return hit[1] as T;
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`${response.status}`);
      const data = (await response.json()) as T;
      answers.set(url, [Date.now(), data]);
      return data;
    } catch (error) {
      // An aborted signal makes the next fetch throw at once, so a wait needs no abort of its own.
      if (attempt >= RETRIES || signal?.aborted) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelay(attempt)));
    }
  }
}

import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { CACHE_MS, RETRIES, retryDelay, type QueryClientWindow } from './query-client';

/**
 * The data policy of lib/query-client.ts as react-query's defaults: queries
 * retried 3 times (1 s, 2 s, 4 s … 30 s), no refetch on window focus, kept
 * 5 minutes; mutations never retried.
 */
export const QUERY_DEFAULTS = {
  queries: { retry: RETRIES, retryDelay, refetchOnWindowFocus: false, staleTime: CACHE_MS, gcTime: CACHE_MS },
  mutations: { retry: false },
} satisfies DefaultOptions;

/**
 * The browser's one query client, with those defaults, made on first use.
 * Only code that loads lazily imports this module (the mini cart), so a first
 * visit of a page does not download react-query.
 */
export function queryClient(): QueryClient {
  return ((window as QueryClientWindow).queryClient ??= new QueryClient({ defaultOptions: QUERY_DEFAULTS }));
}

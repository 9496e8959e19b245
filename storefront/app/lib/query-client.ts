import type { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60_000;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

let client: QueryClient | null = null;

/**
 * The browser's query client with the data-layer policy of the specification:
 * 3 retries with exponential delay (1 s doubling, max 30 s), no refetch on
 * window focus, 5-minute stale and garbage-collection times. No query runs
 * while rendering on the server. react-query is loaded on first use (opening
 * the mini cart), so a first visit of a page does not download it.
 */
export async function loadQueryClient(): Promise<QueryClient> {
  const { QueryClient } = await import('@tanstack/react-query');
  client ??= new QueryClient({
    defaultOptions: {
      queries: { retry: 3, retryDelay, refetchOnWindowFocus: false, staleTime: FIVE_MINUTES, gcTime: FIVE_MINUTES },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The query client if something already loaded it; before that nothing is cached. */
export function loadedQueryClient(): QueryClient | null {
  return client;
}

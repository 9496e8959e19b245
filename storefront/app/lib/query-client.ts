import { QueryClient } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60_000;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, 30_000);
}

/**
 * The data-layer policy of the specification: 3 retries with exponential
 * delay (1 s doubling, max 30 s), none while rendering on the server, no
 * refetch on window focus, 5-minute stale and garbage-collection times.
 */
export function createQueryClient(): QueryClient {
  const isServer = typeof window === 'undefined';
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: isServer ? false : 3,
        retryDelay,
        refetchOnWindowFocus: false,
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

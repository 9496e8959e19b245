import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { fetchShopper, type ShopperData } from '~/features/shopper/shopper';
import { fetchSuggestions, type SuggestionsResult } from '~/features/search/search';
import { fetchServiceSearch } from '~/features/service/service';
import { fetchCourierCheck } from '~/features/delivery/courier-check';
import { fetchMiniCart } from '~/features/cart/components/MiniCart';
import { CART_QUERY_KEY, type MiniCart } from '~/features/cart/cart';
import { CACHE_MS, retryDelay } from './query-client';
import { QUERY_DEFAULTS, queryClient } from './react-query';

/**
 * Every request the browser makes on its own follows the spec's data policy
 * (§7): each feature's request, failing twice (503, then a network error),
 * is retried after 1 s and 2 s and gives the third answer; answers are kept
 * 5 minutes (the shopper's data excepted: it is asked anew after every
 * navigation and action, as it may have changed).
 */

/** A browser whose fetch fails twice, then answers `body`; the URLs asked. */
function flakyServer(body: unknown) {
  let calls = 0;
  const fetch = vi.fn(async (_url: string) => {
    calls++;
    if (calls === 1) return Response.json({ message: 'busy' }, { status: 503 });
    if (calls === 2) throw new TypeError('Failed to fetch');
    return Response.json(body);
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('window', {});
  return fetch;
}

/** Runs `request` to its end through the policy's waits: it must take exactly 1 s + 2 s. */
async function throughTwoFailures<T>(request: () => Promise<T>): Promise<T> {
  const result = request();
  await vi.advanceTimersByTimeAsync(retryDelay(0) + retryDelay(1) - 1);
  let done = false;
  void result.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  expect(done).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  return result;
}

const shopper: ShopperData = { cartCount: 2, cartVersion: 'c:1', lastVisited: [], customer: null, favorites: ['prod_1'] };
const suggestions: SuggestionsResult = { q: 'pixel', suggestions: [{ kind: 'category', id: 'c1', title: 'Pixel', href: '/c/pixel' }] };
const cart: MiniCart = { id: 'cart_1', count: 1, currencyCode: 'czk', total: 100, itemTotal: 100, items: [] };

describe('every browser request follows the data policy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const features: { name: string; body: unknown; ask: () => Promise<unknown>; url: string; kept: boolean }[] = [
    { name: 'search suggestions', body: suggestions, ask: () => fetchSuggestions('pixel'), url: '/api/search?q=pixel', kept: true },
    {
      name: 'service search',
      body: { result: [{ label: 'iPhone 15', url: '/servis/x' }] },
      ask: () => fetchServiceSearch('iphone 15'),
      url: '/api/service/search?term=iphone+15',
      kept: true,
    },
    {
      name: 'courier check',
      body: { courierCheck: { deliverable: false, message: 'no', postcode: '79001' } },
      ask: () => fetchCourierCheck('79001'),
      url: '/api/courier-check?postal_code=79001',
      kept: true,
    },
    // Favourites and the cart count come with the shopper's data.
    {
      name: 'shopper state (cart count, favourites, last visited, customer)',
      body: shopper,
      ask: () => fetchShopper('pixel-9'),
      url: '/api/shopper?visited=pixel-9',
      kept: false,
    },
  ];

  for (const feature of features) {
    it(`${feature.name}: retried after 1 s and 2 s, then shown; ${feature.kept ? 'kept 5 minutes' : 'asked anew each time'}`, async () => {
      const fetch = flakyServer(feature.body);
      await expect(throughTwoFailures(feature.ask)).resolves.toEqual(feature.body);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual([feature.url, feature.url, feature.url]);

      await vi.advanceTimersByTimeAsync(CACHE_MS - 10_000);
      await expect(feature.ask()).resolves.toEqual(feature.body);
      expect(fetch).toHaveBeenCalledTimes(feature.kept ? 3 : 4);
      await vi.advanceTimersByTimeAsync(10_000);
      await feature.ask();
      expect(fetch).toHaveBeenCalledTimes(feature.kept ? 4 : 5);
    });
  }

  it('mini cart: a react-query query of the shared client, whose defaults are the policy', async () => {
    expect(QUERY_DEFAULTS).toEqual({
      queries: { retry: 3, retryDelay, refetchOnWindowFocus: false, staleTime: CACHE_MS, gcTime: CACHE_MS },
      mutations: { retry: false },
    });
    const fetch = flakyServer(cart);
    const client = queryClient();
    expect(queryClient()).toBe(client);
    expect(client.getDefaultOptions()).toBe(QUERY_DEFAULTS);
    // What MiniCart's useQuery does: an observer of the cart query with no options of its own.
    const observer = new QueryObserver(client, { queryKey: CART_QUERY_KEY, queryFn: fetchMiniCart });
    const results: string[] = [];
    const stop = observer.subscribe((result) => results.push(result.status));
    await vi.advanceTimersByTimeAsync(retryDelay(0) + retryDelay(1));
    expect(observer.getCurrentResult().data).toEqual(cart);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(results).not.toContain('error');
    stop();
  });

  it('a user-initiated submission (mutation) is never retried', async () => {
    const fetch = flakyServer(cart);
    const mutation = queryClient()
      .getMutationCache()
      .build(queryClient(), {
        mutationFn: async () => {
          const response = await fetch('/api/cart');
          if (!response.ok) throw new Error(String(response.status));
        },
      });
    await expect(mutation.execute(undefined)).rejects.toThrow('503');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

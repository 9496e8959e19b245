import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_MS, RETRIES, queryJson, retryDelay } from './query-client';

/** A fetch that answers `statuses` in turn (the last one for every further call), with `body` on a 2xx. */
function answering(statuses: number[], body: unknown = { ok: true }) {
  let call = 0;
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const status = statuses[Math.min(call++, statuses.length - 1)];
    return status === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Response.json(status < 300 ? body : { message: 'down' }, { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let n = 0;
/** A URL no earlier test asked (the answers are kept for 5 minutes per URL). */
const fresh = () => `/api/test?${++n}`;

describe('the data policy (spec §7)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits 1 s, 2 s, 4 s … doubling up to 30 s between tries, 3 retries', () => {
    expect(RETRIES).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries a failed request after 1 s, then 2 s, and gives the third answer', async () => {
    const fetch = answering([503, 0, 200], { items: [1] });
    const url = fresh();
    const result = queryJson(url);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ items: [1] });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls.every(([asked]) => asked === url)).toBe(true);
  });

  it('throws after the 3rd retry (4 tries, 7 s)', async () => {
    const fetch = answering([500]);
    const result = queryJson(fresh());
    const settled = expect(result).rejects.toThrow('500');
    await vi.advanceTimersByTimeAsync(6999);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(fetch).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('keeps an answer 5 minutes, unless asked fresh', async () => {
    const fetch = answering([200], { a: 1 });
    const url = fresh();
    await expect(queryJson(url)).resolves.toEqual({ a: 1 });
    await vi.advanceTimersByTimeAsync(CACHE_MS - 1);
    await expect(queryJson(url)).resolves.toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await expect(queryJson(url, { fresh: true })).resolves.toEqual({ a: 1 });
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CACHE_MS);
    await queryJson(url);
    expect(fetch).toHaveBeenCalledTimes(3);
    // A failed answer is not kept.
    answering([503, 200], { a: 2 });
    const other = fresh();
    const retried = queryJson(other);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(retried).resolves.toEqual({ a: 2 });
  });

  it('stops retrying once its signal aborts (the shopper typed on)', async () => {
    const fetch = answering([503]);
    fetch.mockImplementation(async (_url, init) => {
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return Response.json({}, { status: 503 });
    });
    const controller = new AbortController();
    const result = queryJson(fresh(), { signal: controller.signal });
    const settled = expect(result).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(500);
    controller.abort();
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;
    // The one request before the abort, and the aborted one that never went out.
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

/**
 * Keeps the result of an async loader in memory for `ttlMs`. Concurrent
 * callers share one request; failures are not kept.
 */
export function memoizeAsync<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: { promise: Promise<T>; expires: number } | undefined;
  return () => {
    const now = Date.now();
    if (value && value.expires > now) return value.promise;
    const promise = load();
    value = { promise, expires: now + ttlMs };
    promise.catch(() => {
      if (value?.promise === promise) value = undefined;
    });
    return promise;
  };
}

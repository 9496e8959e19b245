/**
 * Full-page cache logic, independent of HTTP and of where entries live:
 *  - fresh for `freshMs` (HIT), then served stale for `staleMs` more while
 *    one render in the background replaces it (STALE), then rendered while
 *    the visitor waits (MISS);
 *  - concurrent renders of one key in one epoch are one render (coalescing):
 *    the second visitor of a cold page waits for the first one's render;
 *  - `invalidate(tags)` drops every entry carrying one of the tags, and a
 *    render that began before it is not stored (the store's epoch check).
 *
 * `render(epoch)` resolves to `{ entry, cacheable }`; `entry` is what the caller
 * serves (`{ status, headers, body, ... }`), `cacheable` whether it may be kept.
 * `epoch` is the store's invalidation count the render began in (undefined
 * when the store is down): what a render reads may be reused by others of the
 * same epoch, since no invalidation came in between (the storefront's menu).
 */
export function createPageCache({ store, freshMs, staleMs, now = Date.now, onError = console.error }) {
  /** @type {Map<string, Promise<any>>} */
  const inflight = new Map();

  function renderOnce(key, epoch, tags, render) {
    const id = `${epoch}\n${key}`;
    let pending = inflight.get(id);
    if (pending) return pending;
    pending = (async () => {
      const result = await render(epoch);
      if (result.cacheable) {
        await store.set(key, { ...result.entry, storedAt: now() }, tags, epoch, freshMs + staleMs).catch(onError);
      }
      return result.entry;
    })().finally(() => inflight.delete(id));
    inflight.set(id, pending);
    return pending;
  }

  return {
    /** @returns {Promise<{ entry: any, state: 'HIT' | 'STALE' | 'MISS' }>} */
    async serve(key, tags, render) {
      let found;
      try {
        found = await store.lookup(key);
      } catch (error) {
        // A store that is down makes every visit a render, not an error page.
        onError(error);
        return { entry: (await render()).entry, state: 'MISS' };
      }
      const { entry, epoch } = found;
      const age = entry ? now() - entry.storedAt : Infinity;
      if (age < freshMs) return { entry, state: 'HIT' };
      if (age < freshMs + staleMs) {
        renderOnce(key, epoch, tags, render).catch(onError);
        return { entry, state: 'STALE' };
      }
      return { entry: await renderOnce(key, epoch, tags, render), state: 'MISS' };
    },
    invalidate: (tags) => store.invalidate(tags),
    close: () => store.close(),
  };
}

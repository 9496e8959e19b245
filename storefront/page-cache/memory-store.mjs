/**
 * The page cache's store inside one storefront process (no REDIS_URL): a
 * least-recently-used map bounded by entry count and by the bytes of the
 * bodies, with an index from tag to keys for invalidation.
 *
 * `epoch` counts invalidations: a render remembers the epoch it started in,
 * and `set` refuses its result when an invalidation came in between (the
 * render may have read the data from before the change).
 */
/** The body and its compressed forms (page-cache/http.mjs keeps gzip and brotli beside it). */
function entryBytes(entry) {
  return Buffer.byteLength(entry.body) + Object.values(entry.encoded ?? {}).reduce((sum, bytes) => sum + bytes.length, 0);
}

export function createMemoryStore({ maxEntries = 2000, maxBytes = 200 * 1024 * 1024 } = {}) {
  /** @type {Map<string, { entry: any, tags: string[], bytes: number, expires: number }>} */
  const entries = new Map();
  /** @type {Map<string, Set<string>>} */
  const byTag = new Map();
  let bytes = 0;
  let epoch = 0;

  function remove(key) {
    const kept = entries.get(key);
    if (!kept) return;
    entries.delete(key);
    bytes -= kept.bytes;
    for (const tag of kept.tags) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  return {
    kind: 'memory',
    async lookup(key, now = Date.now()) {
      const kept = entries.get(key);
      if (kept && kept.expires <= now) remove(key);
      else if (kept) {
        // Map order is the recency order: move the entry to the end.
        entries.delete(key);
        entries.set(key, kept);
      }
      return { entry: entries.get(key)?.entry ?? null, epoch: String(epoch) };
    },
    async set(key, entry, tags, startEpoch, ttlMs, now = Date.now()) {
      if (startEpoch !== String(epoch)) return false;
      const size = entryBytes(entry);
      if (size > maxBytes) return false;
      remove(key);
      entries.set(key, { entry, tags, bytes: size, expires: now + ttlMs });
      bytes += size;
      for (const tag of tags) {
        if (!byTag.has(tag)) byTag.set(tag, new Set());
        byTag.get(tag).add(key);
      }
      // The oldest-used entries leave first.
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
      return true;
    },
    async invalidate(tags) {
      epoch += 1;
      let removed = 0;
      for (const tag of tags) {
        for (const key of [...(byTag.get(tag) ?? [])]) {
          remove(key);
          removed += 1;
        }
      }
      return removed;
    },
    /** For tests and the status line: how full the store is. */
    size: () => ({ entries: entries.size, bytes }),
    async close() {},
  };
}

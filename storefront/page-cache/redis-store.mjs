import Redis from 'ioredis';

/**
 * The page cache's store with REDIS_URL: every storefront process reads and
 * writes the same entries, so a page rendered by one is a hit in all, and one
 * invalidation (arriving at any process) empties it for all. Same contract as
 * memory-store.mjs; the epoch check and the write are one Lua script, so a
 * render that overlapped an invalidation can never be stored.
 *
 * Keys (prefix e.g. `pc:cz:`): `e:<page key>` the entry (JSON, expiring with
 * the stale window), `t:<tag>` the set of page keys carrying the tag,
 * `epoch` the invalidation counter. Redis's own memory policy bounds the size.
 * Byte fields of an entry (the body, its gzip and brotli forms) travel as
 * base64 in the JSON.
 */
function toBase64(name, value) {
  const raw = this[name];
  return Buffer.isBuffer(raw) ? { base64: raw.toString('base64') } : value;
}
function fromBase64(name, value) {
  return value && typeof value === 'object' && typeof value.base64 === 'string' && Object.keys(value).length === 1
    ? Buffer.from(value.base64, 'base64')
    : value;
}
const SET_IF_SAME_EPOCH = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
for i = 4, #ARGV do
  local tagKey = ARGV[i]
  redis.call('SADD', tagKey, KEYS[2])
  if redis.call('PTTL', tagKey) < tonumber(ARGV[3]) then redis.call('PEXPIRE', tagKey, ARGV[3]) end
end
return 1`;

const INVALIDATE = `
redis.call('INCR', KEYS[1])
local removed = 0
for i = 1, #ARGV do
  local keys = redis.call('SMEMBERS', ARGV[i])
  for j = 1, #keys do removed = removed + redis.call('DEL', keys[j]) end
  redis.call('DEL', ARGV[i])
end
return removed`;

export function createRedisStore({ url, prefix }) {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  redis.on('error', (error) => console.error(`Page cache Redis: ${error.message}`));
  redis.defineCommand('pageCacheSet', { numberOfKeys: 2, lua: SET_IF_SAME_EPOCH });
  redis.defineCommand('pageCacheInvalidate', { numberOfKeys: 1, lua: INVALIDATE });
  const epochKey = `${prefix}epoch`;
  const entryKey = (key) => `${prefix}e:${key}`;
  const tagKey = (tag) => `${prefix}t:${tag}`;

  return {
    kind: 'redis',
    async lookup(key) {
      const [entry, epoch] = await redis.mget(entryKey(key), epochKey);
      return { entry: entry ? JSON.parse(entry, fromBase64) : null, epoch: epoch ?? '0' };
    },
    async set(key, entry, tags, startEpoch, ttlMs) {
      const stored = await redis.pageCacheSet(epochKey, entryKey(key), startEpoch, JSON.stringify(entry, toBase64), String(ttlMs), ...tags.map(tagKey));
      return stored === 1;
    },
    async invalidate(tags) {
      return redis.pageCacheInvalidate(epochKey, ...tags.map(tagKey));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

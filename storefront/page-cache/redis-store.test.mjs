import crypto from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createPageCache } from './page-cache.mjs';
import { createRedisStore } from './redis-store.mjs';

// The page cache shared through Redis (REDIS_URL) by several storefront
// processes: each "process" here is a page cache over its own connection.
// Needs a Redis: vitest.config.ts runs this file only with REDIS_URL, as
// .ci/run does when the machine runs one.
const url = process.env.REDIS_URL;
const prefix = `pc:test-${crypto.randomUUID()}:`;
const FRESH_MS = 60_000;
const STALE_MS = 120_000;
const opened = [];

function storefrontProcess() {
  const cache = createPageCache({
    store: createRedisStore({ url, prefix }),
    freshMs: FRESH_MS,
    staleMs: STALE_MS,
    onError: (e) => {
      throw e;
    },
  });
  opened.push(cache);
  return cache;
}

const page = (body) => ({ entry: { status: 200, headers: [['content-type', 'text/html']], body }, cacheable: true });
const mustNotRender = async () => {
  throw new Error('rendered, though another process had stored the page');
};

afterAll(async () => {
  await Promise.all(opened.map((cache) => cache.close()));
  const redis = new Redis(url);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('the page cache in Redis, shared by storefront processes', () => {
  it('serves a page one process rendered as a hit in another, its bytes and compressed forms intact', async () => {
    const a = storefrontProcess();
    const b = storefrontProcess();
    const body = Buffer.from('<html>čtečka</html>');
    const gzip = crypto.randomBytes(64);
    await a.serve('/p/ctecka', ['html', 'product:1'], async () => ({ ...page(body), entry: { ...page(body).entry, gzip } }));

    const { entry, state } = await b.serve('/p/ctecka', ['html', 'product:1'], mustNotRender);
    expect(state).toBe('HIT');
    expect(Buffer.isBuffer(entry.body) && entry.body.equals(body)).toBe(true);
    expect(Buffer.isBuffer(entry.gzip) && entry.gzip.equals(gzip)).toBe(true);
    expect(entry.headers).toEqual([['content-type', 'text/html']]);
  });

  it('empties a page for every process when one process receives the invalidation, and keeps pages without the tag', async () => {
    const a = storefrontProcess();
    const b = storefrontProcess();
    await a.serve('/telefony', ['html', 'catalog'], async () => page('phones v1'));
    await a.serve('/kontakt', ['html'], async () => page('contact v1'));

    expect(await b.invalidate(['catalog'])).toBe(1);
    expect(await a.serve('/telefony', ['html', 'catalog'], async () => page('phones v2'))).toMatchObject({ state: 'MISS', entry: { body: 'phones v2' } });
    expect(await b.serve('/telefony', ['html', 'catalog'], mustNotRender)).toMatchObject({ state: 'HIT', entry: { body: 'phones v2' } });
    expect(await b.serve('/kontakt', ['html'], mustNotRender)).toMatchObject({ state: 'HIT', entry: { body: 'contact v1' } });
  });

  it('does not store a render that began before another process received an invalidation', async () => {
    const a = storefrontProcess();
    const b = storefrontProcess();
    let finish;
    const rendering = a.serve('/tablety', ['catalog'], () => new Promise((resolve) => (finish = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await b.invalidate(['catalog']);
    finish(page('read before the change'));
    expect((await rendering).entry.body).toBe('read before the change');

    expect(await b.serve('/tablety', ['catalog'], async () => page('read after the change'))).toMatchObject({
      state: 'MISS',
      entry: { body: 'read after the change' },
    });
    expect(await a.serve('/tablety', ['catalog'], mustNotRender)).toMatchObject({ state: 'HIT', entry: { body: 'read after the change' } });
  });

  it('lets Redis expire an entry and its tag sets with the stale window', async () => {
    const a = storefrontProcess();
    await a.serve('/hodinky', ['html', 'catalog'], async () => page('watches'));
    const redis = new Redis(url);
    try {
      const entryTtl = await redis.pttl(`${prefix}e:/hodinky`);
      const tagTtl = await redis.pttl(`${prefix}t:catalog`);
      expect(entryTtl).toBeGreaterThan(FRESH_MS);
      expect(entryTtl).toBeLessThanOrEqual(FRESH_MS + STALE_MS);
      expect(tagTtl).toBeGreaterThan(FRESH_MS);
    } finally {
      await redis.quit();
    }
  });
});

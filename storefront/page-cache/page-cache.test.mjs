import { describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { acceptedEncoding, hashInlineScripts } from './http.mjs';
import { pageCacheKey } from './key.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createPageCache } from './page-cache.mjs';

const page = (body, cacheable = true) => ({ entry: { status: 200, headers: [], body }, cacheable });

/** A render that resolves when the test says so, counting its calls. */
function controlledRender() {
  const calls = [];
  const render = () =>
    new Promise((resolve) => {
      calls.push(resolve);
    });
  return { calls, render };
}

function setup({ freshMs = 1000, staleMs = 5000, store = createMemoryStore() } = {}) {
  let clock = 0;
  const cache = createPageCache({
    store,
    freshMs,
    staleMs,
    now: () => clock,
    onError: (e) => {
      throw e;
    },
  });
  return { cache, store, tick: (ms) => (clock += ms) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageCacheKey', () => {
  it('sorts the query and drops tracking parameters', () => {
    const key = (u) => pageCacheKey(new URL(u, 'http://shop'));
    expect(key('/telefony?b=2&a=1&utm_source=x&gclid=y')).toBe('/telefony?a=1&b=2');
    expect(key('/telefony?a=1&b=2')).toBe(key('/telefony?b=2&a=1'));
    expect(key('/telefony?utm_campaign=z')).toBe('/telefony');
    expect(key('/telefony?a=2&a=1')).toBe('/telefony?a=1&a=2');
    expect(key('/p/x.data?_routes=routes%2Fp.%24handle')).toBe('/p/x.data?_routes=routes%2Fp.%24handle');
    expect(key('/telefony?page=2')).not.toBe(key('/telefony?page=3'));
  });
});

describe('createPageCache', () => {
  it('renders once, then serves the stored page until it is stale', async () => {
    const { cache, tick } = setup();
    let renders = 0;
    const render = async () => page(`v${++renders}`);
    expect(await cache.serve('/a', ['html'], render)).toMatchObject({ state: 'MISS', entry: { body: 'v1' } });
    tick(999);
    expect(await cache.serve('/a', ['html'], render)).toMatchObject({ state: 'HIT', entry: { body: 'v1' } });
    expect(renders).toBe(1);
  });

  it('serves a stale page at once and renders its replacement in the background (stale-while-revalidate)', async () => {
    const { cache, tick } = setup();
    let renders = 0;
    const render = async () => page(`v${++renders}`);
    await cache.serve('/a', ['html'], render);
    tick(1500);
    expect(await cache.serve('/a', ['html'], render)).toMatchObject({ state: 'STALE', entry: { body: 'v1' } });
    await flush();
    expect(await cache.serve('/a', ['html'], render)).toMatchObject({ state: 'HIT', entry: { body: 'v2' } });
    // Past the stale window the visitor waits for a new render.
    tick(7000);
    expect(await cache.serve('/a', ['html'], render)).toMatchObject({ state: 'MISS', entry: { body: 'v3' } });
  });

  it('coalesces concurrent misses of one page into one render', async () => {
    const { cache } = setup();
    const { calls, render } = controlledRender();
    const visits = Array.from({ length: 20 }, () => cache.serve('/a', ['html'], render));
    await flush();
    expect(calls).toHaveLength(1);
    calls[0](page('once'));
    const answers = await Promise.all(visits);
    expect(answers.every((a) => a.entry.body === 'once')).toBe(true);
  });

  it('drops the pages carrying an invalidated tag and keeps the others', async () => {
    const { cache } = setup();
    await cache.serve('/p/a', ['html', 'catalog', 'product-a'], async () => page('a1'));
    await cache.serve('/info/contact', ['html'], async () => page('c1'));
    await cache.invalidate(['catalog']);
    expect(await cache.serve('/p/a', ['html', 'catalog', 'product-a'], async () => page('a2'))).toMatchObject({ state: 'MISS', entry: { body: 'a2' } });
    expect(await cache.serve('/info/contact', ['html'], async () => page('c2'))).toMatchObject({ state: 'HIT', entry: { body: 'c1' } });
    await cache.invalidate(['html']);
    expect(await cache.serve('/info/contact', ['html'], async () => page('c3'))).toMatchObject({ state: 'MISS' });
  });

  it('tells each render its epoch, which every invalidation moves on', async () => {
    const { cache } = setup();
    const epochs = [];
    const render = async (epoch) => (epochs.push(epoch), page('x', false));
    await cache.serve('/a', ['catalog'], render);
    await cache.serve('/b', ['html'], render);
    await cache.invalidate(['nothing-tagged']);
    await cache.serve('/a', ['catalog'], render);
    expect(epochs[0]).toBe(epochs[1]);
    expect(epochs[2]).not.toBe(epochs[0]);
  });

  it('does not store a render that began before an invalidation, nor join later visitors to it', async () => {
    const { cache } = setup();
    const { calls, render } = controlledRender();
    const before = cache.serve('/a', ['catalog'], render);
    await flush();
    await cache.invalidate(['catalog']);
    // A visitor after the change gets a render of its own, not the one reading the old data.
    const after = cache.serve('/a', ['catalog'], render);
    await flush();
    expect(calls).toHaveLength(2);
    calls[0](page('old'));
    calls[1](page('new'));
    expect((await before).entry.body).toBe('old');
    expect((await after).entry.body).toBe('new');
    expect(await cache.serve('/a', ['catalog'], render)).toMatchObject({ state: 'HIT', entry: { body: 'new' } });
  });

  it('does not keep an answer the render marks uncacheable (errors, personal answers)', async () => {
    const { cache } = setup();
    let renders = 0;
    const render = async () => page(`v${++renders}`, false);
    await cache.serve('/missing', ['html'], render);
    expect(await cache.serve('/missing', ['html'], render)).toMatchObject({ state: 'MISS', entry: { body: 'v2' } });
  });
});

describe('createMemoryStore', () => {
  it('is bounded: the least recently used pages leave first, by count and by bytes', async () => {
    const store = createMemoryStore({ maxEntries: 2, maxBytes: 10 });
    const entry = (body) => ({ status: 200, headers: [], body, storedAt: 0 });
    await store.set('/a', entry('aaa'), ['html'], '0', 1000, 0);
    await store.set('/b', entry('bbb'), ['html'], '0', 1000, 0);
    await store.lookup('/a', 0); // /a is now the most recent
    await store.set('/c', entry('ccc'), ['html'], '0', 1000, 0);
    expect((await store.lookup('/b', 0)).entry).toBeNull();
    expect((await store.lookup('/a', 0)).entry?.body).toBe('aaa');
    await store.set('/d', entry('dddddddddd'), ['html'], '0', 1000, 0);
    expect(store.size()).toEqual({ entries: 1, bytes: 10 });
    // Invalidating a page that left by eviction is harmless.
    expect(await store.invalidate(['html'])).toBe(1);
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts the compressed forms of a body in its bytes', async () => {
    const store = createMemoryStore({ maxBytes: 10 });
    await store.set('/a', { body: 'aaaa', encoded: { gzip: Buffer.alloc(3), br: Buffer.alloc(2) } }, ['html'], '0', 1000, 0);
    expect(store.size()).toEqual({ entries: 1, bytes: 9 });
    await store.set('/b', { body: 'bb' }, ['html'], '0', 1000, 0);
    expect((await store.lookup('/a', 0)).entry).toBeNull();
  });

  it('forgets expired entries', async () => {
    const store = createMemoryStore();
    await store.set('/a', { body: 'a' }, ['html'], '0', 1000, 0);
    expect((await store.lookup('/a', 999)).entry).not.toBeNull();
    expect((await store.lookup('/a', 1000)).entry).toBeNull();
  });
});

describe('hashInlineScripts', () => {
  const sha = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it('hashes exactly the inline scripts the render marked with its nonce and removes the nonce', () => {
    const html =
      '<link rel="modulepreload" href="/assets/a.js" nonce="N+1="/>' +
      '<script nonce="N+1=">window.__ctx = {"a":1};</script>' +
      '<script type="module" async="" nonce="N+1=">import "/assets/a.js";\r\nrun();</script>' +
      '<script src="/assets/b.js" nonce="N+1="></script>' +
      '<div>x</div><script>alert("injected")</script>';
    const { body, scriptHashes } = hashInlineScripts(html, 'N+1=');
    expect(body).not.toContain('N+1=');
    expect(body).toContain('<script>alert("injected")</script>');
    expect(body).toContain('<script type="module" async="">import');
    // Browsers hash the parsed text, where CR LF is LF; a script with src is allowed by 'self'.
    expect(scriptHashes).toEqual([sha('window.__ctx = {"a":1};'), sha('import "/assets/a.js";\nrun();')]);
  });
});

describe('acceptedEncoding', () => {
  it('prefers brotli, honours weights and refusals, and falls back to the plain body', () => {
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip, deflate')).toBe('gzip');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, *')).toBe('gzip');
    expect(acceptedEncoding('*;q=0')).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});

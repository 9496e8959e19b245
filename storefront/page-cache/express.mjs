import crypto from 'node:crypto';
import { createRequestHandler } from '@remix-run/node';
import express from 'express';
import { pageCacheKey } from './key.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRedisStore } from './redis-store.mjs';

/**
 * The storefront's full-page cache in front of Remix (README "Page cache").
 *
 * Which requests: anonymous-able GETs/HEADs of the pages the app's
 * `pageCacheTags(url)` (app/lib/page-cache.server.ts, exported by
 * entry.server.tsx) returns tags for. Such a page is rendered from a request
 * built here with NO header of the visitor's (no cookie, no authorisation, no
 * address) against a fixed origin: what is stored cannot hold anyone's data,
 * whoever caused the render. The personal parts of these pages come from
 * `/api/shopper` after the page. An answer is stored only when the app's one
 * cacheability rule made it public (`Surrogate-Control: max-age`).
 *
 * The CSP nonce differs per answer: a render uses a random placeholder, which
 * each answer replaces with its own nonce.
 */
const FRESH_MS = Number(process.env.PAGE_CACHE_FRESH_SECONDS || 300) * 1000;
const STALE_MS = Number(process.env.PAGE_CACHE_STALE_SECONDS || 3600) * 1000;
/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie']);

export function createStorefrontPageCache({ variant, env = process.env }) {
  const store = env.REDIS_URL
    ? createRedisStore({ url: env.REDIS_URL, prefix: env.PAGE_CACHE_PREFIX || `pc:${variant}:` })
    : createMemoryStore({ maxEntries: Number(env.PAGE_CACHE_MAX_ENTRIES || 2000), maxBytes: Number(env.PAGE_CACHE_MAX_MB || 200) * 1024 * 1024 });
  return Object.assign(createPageCache({ store, freshMs: FRESH_MS, staleMs: STALE_MS }), { kind: store.kind });
}

/** Express middleware serving cacheable pages from `cache`; anything else goes on to `next`. */
export function pageCacheMiddleware({ build, mode, origin, cache }) {
  const handle = createRequestHandler(build, mode);
  const tagsOf = build.entry.module.pageCacheTags;

  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const url = new URL(req.originalUrl, origin);
    const tags = tagsOf(url);
    if (!tags) return next();
    try {
      const { entry, state } = await cache.serve(pageCacheKey(url), tags, () => renderAnonymously(handle, url));
      res.status(entry.status);
      for (const [name, value] of entry.headers) res.append(name, value);
      res.setHeader('X-Cache', state);
      res.send(entry.body.replaceAll(entry.nonce, res.locals.cspNonce));
    } catch (error) {
      next(error);
    }
  };
}

async function renderAnonymously(handle, url) {
  const nonce = crypto.randomBytes(16).toString('base64');
  const response = await handle(new Request(url, { headers: { accept: 'text/html,*/*' } }), { clientAddress: null, cspNonce: nonce });
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
  const entry = { status: response.status, headers, body: await response.text(), nonce };
  const cacheable = /^max-age=/.test(response.headers.get('surrogate-control') ?? '') && !response.headers.has('set-cookie');
  return { entry, cacheable };
}

/**
 * `POST /__internal/page-cache/purge` `{ "tags": [...] }` with
 * `Authorization: Bearer <STOREFRONT_PURGE_SECRET>`: the backend's
 * subscribers and the admin's CDN purge call it. Without the secret
 * configured the route does not exist.
 */
export const PURGE_PATH = '/__internal/page-cache/purge';

export function pageCachePurgeRoute({ cache, secret }) {
  const router = express.Router();
  if (!secret) return router;
  const expected = crypto.createHash('sha256').update(secret).digest();
  router.post(PURGE_PATH, express.json({ limit: '64kb' }), async (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const given = crypto.createHash('sha256').update(req.get('authorization')?.replace(/^Bearer /, '') ?? '').digest();
    if (!crypto.timingSafeEqual(given, expected)) return res.status(401).json({ message: 'Unauthorized' });
    const tags = req.body?.tags;
    if (!Array.isArray(tags) || !tags.length || tags.some((tag) => typeof tag !== 'string' || !tag || tag.length > 1024)) {
      return res.status(400).json({ message: 'tags: a non-empty list of strings', errors: { tags: ['a non-empty list of strings'] } });
    }
    const removed = await cache.invalidate(tags);
    res.json({ purged: true, tags, removed });
  });
  return router;
}

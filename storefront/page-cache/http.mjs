import crypto from 'node:crypto';
import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { createRequestHandler } from '@remix-run/node';
import express from 'express';
import { securityHeaders } from '../security-headers.mjs';
import { pageCacheKey } from './key.mjs';
import { createMemoryStore } from './memory-store.mjs';
import { createPageCache } from './page-cache.mjs';
import { createRedisStore } from './redis-store.mjs';

/**
 * The storefront's full-page cache in front of Remix (docs/caching.md "Page cache").
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
 * An entry is the finished answer, so that a hit costs a lookup and one write
 * (server.mjs answers these requests before Express): every header, the
 * body and its gzip and brotli forms, picked by Accept-Encoding. The render
 * marks Remix's and React's inline scripts with a throw-away nonce; the entry
 * keeps their SHA-256 hashes in its CSP and drops the nonce
 * (security-headers.mjs says why).
 */
const FRESH_MS = Number(process.env.PAGE_CACHE_FRESH_SECONDS || 300) * 1000;
const STALE_MS = Number(process.env.PAGE_CACHE_STALE_SECONDS || 3600) * 1000;
/** Headers that describe one transfer, not the page. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie']);
/** Bodies smaller than this go uncompressed (the compression middleware's threshold). */
const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^text\/|json|javascript|xml/;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export function createStorefrontPageCache({ variant, env = process.env }) {
  const store = env.REDIS_URL
    ? createRedisStore({ url: env.REDIS_URL, prefix: env.PAGE_CACHE_PREFIX || `pc:${variant}:` })
    : createMemoryStore({ maxEntries: Number(env.PAGE_CACHE_MAX_ENTRIES || 2000), maxBytes: Number(env.PAGE_CACHE_MAX_MB || 200) * 1024 * 1024 });
  return Object.assign(createPageCache({ store, freshMs: FRESH_MS, staleMs: STALE_MS }), { kind: store.kind });
}

/**
 * A Node request handler for cacheable pages: `handle(req, res)` answers the
 * request and returns true, or returns false and leaves it to the caller
 * (not a GET/HEAD, not a cached kind of page, or a file of `staticDir`, which
 * the caller serves).
 */
export function createPageCacheHandler({ build, mode, origin, cache, staticDir }) {
  const render = createRequestHandler(build, mode);
  const tagsOf = build.entry.module.pageCacheTags;
  // One-segment paths are category pages to pageCacheTags; the files at the top of build/client are not.
  const staticNames = new Set(fs.readdirSync(staticDir));
  /** Request target → its page's URL, key and tags, or null when not a cached page: a hit skips URL parsing. */
  const pages = new Map();
  function pageOf(target) {
    let url;
    try {
      // Appended, not resolved: `//host/x` stays a path of this origin.
      url = new URL(origin + target);
    } catch {
      return null;
    }
    if (url.origin !== origin || staticNames.has(url.pathname.split('/')[1])) return null;
    const tags = tagsOf(url);
    return tags && { url, key: pageCacheKey(url), tags };
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let page = pages.get(req.url);
    if (page === undefined) {
      // Bounded: a flood of distinct URLs only empties the map.
      if (pages.size >= 10_000) pages.clear();
      page = pageOf(req.url);
      pages.set(req.url, page);
    }
    if (!page) return false;
    const { url, key, tags } = page;
    cache
      .serve(key, tags, (epoch) => renderAnonymously(render, url, epoch))
      .then(
        ({ entry, state }) => sendEntry(req, res, entry, state),
        (error) => {
          console.error(error);
          if (res.headersSent) return res.destroy();
          res.writeHead(500, [
            ...securityHeaders().flat(),
            'Content-Type',
            'text/plain; charset=utf-8',
            'Cache-Control',
            'private, no-store',
            'Surrogate-Control',
            'no-store',
          ]);
          res.end('Internal Server Error');
        },
      );
    return true;
  };
}

async function renderAnonymously(render, url, epoch) {
  const nonce = crypto.randomBytes(16).toString('base64');
  const response = await render(new Request(url, { headers: { accept: 'text/html,*/*' } }), { clientAddress: null, cspNonce: nonce, pageCacheEpoch: epoch });
  const cacheable = /^max-age=/.test(response.headers.get('surrogate-control') ?? '') && !response.headers.has('set-cookie');
  const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name));
  // What says nothing of its cacheability (a loader's redirect) is private, as server.mjs makes Remix's other answers.
  if (!response.headers.has('cache-control') && !response.headers.has('surrogate-control')) {
    headers.push(['cache-control', 'private, no-store'], ['surrogate-control', 'no-store']);
  }
  const { body, scriptHashes } = hashInlineScripts(await response.text(), nonce);
  return { entry: await finishedAnswer(response.status, headers, body, scriptHashes), cacheable };
}

/**
 * The body without the render's nonce, and the CSP sources of the inline
 * scripts that carried it: exactly the scripts Remix and React wrote. A
 * script that came into the page any other way has no nonce, so no hash.
 */
export function hashInlineScripts(html, nonce) {
  const marker = ` nonce="${nonce}"`;
  const scriptHashes = new Set();
  const body = html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (script, attributes, text) => {
      if (!attributes.includes(marker)) return script;
      if (!/\ssrc=/.test(attributes)) {
        // Browsers hash the text as parsed: HTML turns CR LF and lone CR into LF.
        const source = text.replace(/\r\n?/g, '\n');
        scriptHashes.add(`'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'`);
      }
      return `<script${attributes.replace(marker, '')}>${text}</script>`;
    })
    .replaceAll(marker, '');
  return { body, scriptHashes: [...scriptHashes] };
}

/** The answer as it goes out: flat header list with the security headers, the body and its compressed forms, an ETag. */
async function finishedAnswer(status, appHeaders, text, scriptHashes) {
  const body = Buffer.from(text);
  const headers = [...appHeaders, ...securityHeaders(scriptHashes)];
  const compress =
    body.length >= COMPRESS_MIN_BYTES &&
    COMPRESSIBLE.test(appHeaders.find(([name]) => name === 'content-type')?.[1] ?? '') &&
    !/no-transform/.test(appHeaders.find(([name]) => name === 'cache-control')?.[1] ?? '');
  let encoded = null;
  if (compress) {
    const vary = headers.find(([name]) => name === 'vary');
    if (vary) vary[1] = `${vary[1]}, Accept-Encoding`;
    else headers.push(['vary', 'Accept-Encoding']);
    // Once per entry, in zlib's thread pool. The visitor of a miss waits for it: brotli's quality 11 would
    // add about 100 ms to a 90 kB page for 13 % fewer bytes, quality 5 about 3 ms; gzip's level 9 saves
    // under 1 % over 6 for half as much time again.
    const [gz, br] = await Promise.all([
      gzip(body, { level: 6 }),
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    encoded = { br, gzip: gz };
  }
  const etag = `W/"${body.length.toString(16)}-${crypto.createHash('sha1').update(body).digest('base64').slice(0, 27)}"`;
  return { status, headers: [...headers.flat(), 'ETag', etag], body, encoded, etag };
}

function sendEntry(req, res, entry, state) {
  const headers = [...entry.headers, 'X-Cache', state];
  if (isFresh(req, entry.etag)) {
    res.writeHead(304, headers);
    return res.end();
  }
  const encoding = entry.encoded && acceptedEncoding(req.headers['accept-encoding']);
  const body = encoding ? entry.encoded[encoding] : entry.body;
  headers.push('Content-Length', body.length);
  if (encoding) headers.push('Content-Encoding', encoding);
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The client's copy is this entry (If-None-Match), as Express's `req.fresh` decides. */
function isFresh(req, etag) {
  const given = req.headers['if-none-match'];
  if (!given || /(?:^|,)\s*no-cache\s*(?:,|$)/.test(req.headers['cache-control'] ?? '')) return false;
  return given.trim() === '*' || given.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.slice(2));
}

/** `br` or `gzip` by Accept-Encoding's weights (brotli on a tie), or null for the plain body. */
export function acceptedEncoding(header) {
  if (!header) return null;
  const weights = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const [br, gz] = [weight('br'), weight('gzip')];
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : null;
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
    const given = crypto
      .createHash('sha256')
      .update(req.get('authorization')?.replace(/^Bearer /, '') ?? '')
      .digest();
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

/**
 * Production server of the storefront (replaces remix-serve, whose fixed
 * middleware stack cannot set per-request headers, reject cross-site posts or
 * hand the shopper's address to Remix). Express because Remix's own adapter
 * (@remix-run/express, the engine under remix-serve) turns Express requests
 * into Fetch requests and takes a load context; `trust proxy` gives the
 * client address from a TRUSTED_PROXIES list.
 *
 * Every answer carries the security headers (security-headers.mjs); the CSP
 * allows inline scripts only with this request's nonce, which
 * entry.server.tsx puts on Remix's hydration scripts. Non-GET/HEAD requests
 * must come from the shop's own pages (Origin or Sec-Fetch-Site), otherwise 403.
 *
 * Catalogue and content pages are served from the page cache
 * (page-cache/http.mjs, docs/caching.md "Page cache"), in Redis with REDIS_URL, before
 * Express: a cached page is a finished answer (headers, compressed bodies, a
 * CSP with its scripts' hashes), so a hit needs none of the middleware.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getVariantConfig, parseVariant } from '@electroshop/domain';
import { createRequestHandler } from '@remix-run/express';
import { installGlobals } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import onHeaders from 'on-headers';
import { createPageCacheHandler, createStorefrontPageCache, pageCachePurgeRoute } from './page-cache/http.mjs';
import { securityHeaders } from './security-headers.mjs';
import { warmUpPageCache } from './page-cache/warm-up.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import(path.join(here, 'build/server/index.js'));
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const port = Number(process.env.PORT || 8000);
const logRequests = process.env.LOG_REQUESTS === '1';
/** The origin shoppers see (behind a TLS proxy e.g. https://shop.example); posts from it are same-origin. */
const publicOrigin = process.env.STOREFRONT_URL ? new URL(process.env.STOREFRONT_URL).origin : null;
const variant = parseVariant(process.env.SHOP_VARIANT);
const locale = getVariantConfig(variant).locale;
const messages = JSON.parse(fs.readFileSync(path.join(here, `app/locales/${locale}.json`), 'utf8'));

const app = express();
app.disable('x-powered-by');
// Only the listed proxies may tell us the client address (X-Forwarded-For); by default none.
const trustedProxies = (process.env.TRUSTED_PROXIES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
app.set('trust proxy', trustedProxies.length ? trustedProxies : false);

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString('base64');
  res.locals.cspNonce = nonce;
  for (const [name, value] of securityHeaders([`'nonce-${nonce}'`])) res.setHeader(name, value);
  next();
});

// Server to server (the backend after a catalogue change), so before the same-origin rule.
const pageCache = createStorefrontPageCache({ variant });
app.use(pageCachePurgeRoute({ cache: pageCache, secret: process.env.STOREFRONT_PURGE_SECRET }));

app.use((req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || isSameOrigin(req)) return next();
  res.status(403).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'private, no-store');
  res.send(messages.errors.crossSite);
});

app.use(compression());
// Vite's hashed bundles never change under their name; the rest of build/client (favicon…) may.
const clientDir = path.join(here, 'build/client');
app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }));
app.use(express.static(clientDir, { maxAge: '1h', index: false }));

// Pages get their cacheability from app/lib/surrogate.server.ts; what Remix answers
// without passing there (redirects, resource routes saying nothing) stays private.
app.use((req, res, next) => {
  onHeaders(res, () => {
    if (res.hasHeader('Cache-Control') || res.hasHeader('Surrogate-Control')) return;
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Surrogate-Control', 'no-store');
  });
  next();
});

app.all(
  '*',
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req, res) => ({ clientAddress: req.ip ?? null, cspNonce: res.locals.cspNonce }),
  }),
);

/** The request was made by the shop's own pages: its Origin is ours, or the browser says same-origin. */
function isSameOrigin(req) {
  const origin = req.get('origin');
  if (origin && origin !== 'null') {
    if (origin === publicOrigin || origin === `${req.protocol}://${req.get('host')}`) return true;
  }
  const site = req.get('sec-fetch-site');
  return site === 'same-origin' || site === 'none';
}

const servePageCache = createPageCacheHandler({
  build,
  mode: process.env.NODE_ENV,
  origin: publicOrigin ?? `http://localhost:${port}`,
  cache: pageCache,
  staticDir: clientDir,
});

const server = http.createServer((req, res) => {
  if (logRequests) logWhenFinished(req, res);
  if (!servePageCache(req, res)) app(req, res);
});
server.listen(port, process.env.HOST, () => {
  console.log(`Storefront listening on http://localhost:${server.address().port}`);
  // PAGE_CACHE_WARM_UP=0: no pages rendered at start (page-cache/warm-up.mjs).
  if (process.env.PAGE_CACHE_WARM_UP !== '0') {
    const host = !process.env.HOST || ['0.0.0.0', '::'].includes(process.env.HOST) ? '127.0.0.1' : process.env.HOST;
    void warmUpPageCache(`http://${host.includes(':') ? `[${host}]` : host}:${server.address().port}`);
  }
});

/** The path only: query strings can hold a shopper's e-mail and buy-out number. */
function logWhenFinished(req, res) {
  const started = process.hrtime.bigint();
  res.on('finish', () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    console.log(`${req.method} ${req.url.split('?')[0]} ${res.statusCode} ${ms.toFixed(1)} ms`);
  });
}

for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    server.close(() => pageCache.close().finally(() => process.exit(0)));
    server.closeIdleConnections();
    // Keep-alive connections of open pages must not hold the shutdown up.
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

#!/usr/bin/env node
/**
 * The JavaScript a first visit of a page downloads, from the production build
 * (`npm run build -w storefront`), as `npm run bench` measures it on the live
 * page: the entry and every module the page's HTML modulepreloads (Remix's
 * `<Scripts>`: entry imports, then each matched route's imports and module),
 * each gzipped, summed, in kB of 1024 bytes like the bench. Bundle size is deterministic, so unlike speed it is
 * checked in `npm test`: this exits 1 when a page is over its budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const STOREFRONT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Issue 9: a phone on a slow network must be able to use a product page quickly. */
export const BUDGETS_KB = { 'routes/p.$handle': 100 };

/** Gzipped size in bytes of each script a first visit of the route loads. */
export function firstVisitScripts(assets, routeId, clientDir) {
  const routes = [assets.routes.root, assets.routes[routeId]];
  const files = [...new Set([assets.entry.module, ...assets.entry.imports, ...routes.flatMap((r) => [...(r.imports ?? []), r.module])])];
  return files.map((file) => ({ file, bytes: gzipSync(fs.readFileSync(path.join(clientDir, file))).length }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const build = await import(pathToFileURL(path.join(STOREFRONT, 'build/server/index.js')).href);
  const clientDir = path.join(STOREFRONT, 'build/client');
  let over = 0;
  for (const [routeId, budget] of Object.entries(BUDGETS_KB)) {
    const scripts = firstVisitScripts(build.assets, routeId, clientDir).sort((a, b) => b.bytes - a.bytes);
    const kb = (bytes) => (bytes / 1024).toFixed(1);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    for (const s of scripts) console.log(`  ${kb(s.bytes).padStart(6)} kB  ${s.file}`);
    console.log(`${routeId}: ${kb(total)} kB gzipped JavaScript on a first visit (${total} of ${budget * 1024} bytes)`);
    if (total > budget * 1024) over++;
  }
  process.exit(over ? 1 : 0);
}

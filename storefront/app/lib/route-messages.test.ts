import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import cs from '~/locales/cs.json';
import ro from '~/locales/ro.json';
import type { Messages } from './i18n';
import { LAYOUT_MESSAGES, pickMessages } from './message-parts';

/**
 * Each page sends the browser only the layout's texts and its own
 * (message-parts.ts). A text its components use without sending it would
 * show as a raw key, and only where a test happens to look. So every key
 * written in a page's modules (the route module and everything it imports
 * from app/) must lie under an entry the page sends: LAYOUT_MESSAGES, or the
 * `withMessages(loadPage, ...)` of its loader. Keys are found as string literals
 * starting with a namespace of the catalogue; a template literal's fixed
 * start (`quality.description.${grade}`) needs the whole part it names.
 */
const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAMESPACES = Object.keys(cs);
const KEY = new RegExp(`['"\`]((?:${NAMESPACES.join('|')})(?:\\.\\w+)+)(?=\\.|['"\`$])|\\bt\\(\\s*['"\`](${NAMESPACES.join('|')})['"\`]`, 'g');

const modules = new Map<string, { imports: string[]; keys: string[] }>();
function moduleOf(file: string) {
  let module = modules.get(file);
  if (!module) {
    const source = fs.readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].flatMap(([, spec]) => resolve(file, spec) ?? []);
    module = { imports, keys: [...source.matchAll(KEY)].map(([, key, namespace]) => key ?? namespace) };
    modules.set(file, module);
  }
  return module;
}
function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('~/') ? path.join(APP, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  // Code only: the catalogues themselves (locales/*.json) hold every key.
  return (
    ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => /\.tsx?$/.test(f) && fs.existsSync(f) && fs.statSync(f).isFile()) ??
    null
  );
}
/** Where each key is used, over the module and all it imports from app/. */
function keysOf(entry: string): Map<string, string> {
  const keys = new Map<string, string>();
  const seen = new Set<string>();
  const todo = [entry];
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, keys: own } = moduleOf(file);
    for (const key of own) if (!keys.has(key)) keys.set(key, path.relative(APP, file));
    todo.push(...imports);
  }
  return keys;
}
const covers = (entries: readonly string[], key: string) => entries.some((entry) => key === entry || key.startsWith(`${entry}.`));
const uncovered = (keys: Map<string, string>, entries: readonly string[]) =>
  [...keys].filter(([key]) => !covers(entries, key)).map(([key, file]) => `${key} (${file})`);

const ROUTES = path.join(APP, 'routes');
const pages = fs
  .readdirSync(ROUTES)
  .map((name) => ({ name, source: fs.readFileSync(path.join(ROUTES, name), 'utf8') }))
  .filter(({ source }) => /export default function/.test(source));
const layoutKeys = keysOf(path.join(APP, 'root.tsx'));
/** The namespaces a route module's `withMessages(loadPage, ...)` sends. */
const declaredBy = (source: string) =>
  [...source.matchAll(/withMessages\(([^)]*)\)/g)].flatMap(([, args]) => [...args.matchAll(/'([^']+)'/g)].map(([, entry]) => entry));

describe('the texts each page sends', () => {
  it('the layout sends every text of the header, footer and error pages', () => {
    expect(uncovered(layoutKeys, LAYOUT_MESSAGES)).toEqual([]);
  });

  it.each(pages.map((page) => [page.name, page.source]))('%s sends every text its modules use', (name, source) => {
    expect(uncovered(keysOf(path.join(ROUTES, name)), [...LAYOUT_MESSAGES, ...declaredBy(source)])).toEqual([]);
  });

  it('pages send whole namespaces (the layout lays them over its parts)', () => {
    const parts = pages.flatMap((page) => declaredBy(page.source)).filter((entry) => entry.includes('.'));
    expect(parts).toEqual([]);
  });

  it('every entry names a part of both catalogues', () => {
    const entries = [...LAYOUT_MESSAGES, ...pages.flatMap((page) => declaredBy(page.source))];
    for (const catalogue of [cs, ro] as Messages[]) {
      expect(entries.filter((entry) => JSON.stringify(pickMessages(catalogue, [entry])) === JSON.stringify(pickMessages({}, [entry])))).toEqual([]);
    }
  });
});

describe('pickMessages', () => {
  const catalogue: Messages = { a: { b: 'B', c: 'C', n: { x: 'X' }, count_one: '1 item', count_other: '{{count}} items', count: 'items' }, z: { y: 'Y' } };

  it('picks namespaces and parts of them, a key with its plural forms', () => {
    expect(pickMessages(catalogue, ['z', 'a.b', 'a.count'])).toEqual({
      z: { y: 'Y' },
      a: { b: 'B', count: 'items', count_one: '1 item', count_other: '{{count}} items' },
    });
    expect(pickMessages(catalogue, ['a.n'])).toEqual({ a: { n: { x: 'X' } } });
  });
});

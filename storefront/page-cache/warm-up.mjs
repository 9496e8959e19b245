/**
 * After a start, the pages shoppers open first are rendered before anyone asks
 * for them: the home page and the pages its header, menus and footer link to
 * with one path segment (categories, buy-out, service, discounts…; not product
 * pages, of which there can be thousands). The first shoppers after a
 * deployment then get cached pages, and the first filtered category pages,
 * which no cache holds, are rendered by code the JIT has already compiled
 * (measured at 100,000 products: the first dozen misses after a start took
 * 40–65 ms, later ones 20–30 ms).
 *
 * One request at a time, as an anonymous shopper through the shop's own
 * address, so each page lands in the page cache exactly as a shopper's first
 * visit would put it there. The home page is asked again until the backend
 * answers (it may still be starting).
 */

/** The internal one-segment paths an HTML page links to, each once, in the page's order. */
export function pagesLinkedFrom(html, max) {
  const paths = new Set();
  for (const [, path] of html.matchAll(/href="(\/[^"/?#.]+)"/g)) {
    paths.add(path);
    if (paths.size === max) break;
  }
  return [...paths];
}

export async function warmUpPageCache(origin, { maxPages = 24, attempts = 30, retryMs = 2000, log = console.log } = {}) {
  const started = Date.now();
  let home = null;
  for (let attempt = 0; attempt < attempts && home === null; attempt++) {
    if (attempt) await new Promise((resolve) => setTimeout(resolve, retryMs));
    home = await fetch(`${origin}/`)
      .then((res) => (res.ok ? res.text() : null))
      .catch(() => null);
  }
  if (home === null) return log('Page cache warm-up: the home page did not answer, nothing warmed.');
  const paths = pagesLinkedFrom(home, maxPages);
  let warmed = 1;
  for (const path of paths) {
    const res = await fetch(`${origin}${path}`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok) warmed++;
  }
  log(`Page cache warm-up: ${warmed} pages rendered in ${Date.now() - started} ms.`);
}

import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUpPageCache } from './warm-up.mjs';

const HOME = `<html><body>
  <nav><a href="/telefony">Telefony</a> <a href="/tablety">Tablety</a> <a href="/telefony">again</a></nav>
  <a href="/p/apple-iphone-16">a product</a> <a href="/assets/x.js">a file</a> <a href="/slevy?sort=new">with a query</a>
  <a href="https://elsewhere.example/">outside</a> <a href="/vykup">Výkup</a>
</body></html>`;

let server;
afterEach(() => server?.close());

/** A shop answering 503 to its first `notReady` requests, then the home page and 200 for the rest; it records each path asked. */
async function shop(notReady = 0) {
  const asked = [];
  server = http.createServer((req, res) => {
    asked.push(req.url);
    if (asked.length <= notReady) return res.writeHead(503).end();
    res.writeHead(200, { 'content-type': 'text/html' }).end(req.url === '/' ? HOME : 'page');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, asked };
}

describe('page cache warm-up', () => {
  it('renders the home page, then each one-segment page it links to once, and no product page', async () => {
    const { origin, asked } = await shop();
    const logs = [];
    await warmUpPageCache(origin, { log: (line) => logs.push(line) });
    expect(asked).toEqual(['/', '/telefony', '/tablety', '/vykup']);
    expect(logs).toEqual([expect.stringMatching(/^Page cache warm-up: 4 pages rendered in \d+ ms\.$/)]);
  });

  it('asks for the home page again while the shop is still starting, and stops at maxPages', async () => {
    const { origin, asked } = await shop(2);
    await warmUpPageCache(origin, { retryMs: 1, maxPages: 1, log: () => {} });
    expect(asked).toEqual(['/', '/', '/', '/telefony']);
  });

  it('gives up quietly when the home page never answers', async () => {
    const { origin, asked } = await shop(Infinity);
    const logs = [];
    await warmUpPageCache(origin, { attempts: 3, retryMs: 1, log: (line) => logs.push(line) });
    expect(asked).toEqual(['/', '/', '/']);
    expect(logs).toEqual(['Page cache warm-up: the home page did not answer, nothing warmed.']);
  });
});

import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
// React 18's Node stream renderer (renderToPipeableStream) fills the rest of its 2 KiB buffer with NUL
// bytes when a multi-byte character does not fit at its end (react/react#31134), so about one page in
// eight carried a NUL inside a Czech or Romanian word. The Web Streams renderer encodes each piece whole
// and splits only bytes, and Node 20 has the Web Streams it needs.
import { renderToReadableStream } from 'react-dom/server.browser';
import { NonceContext } from '~/lib/nonce';
import { setCacheHeaders } from '~/lib/surrogate.server';

/** For server.mjs's page cache, which runs outside the Remix build. */
export { pageCacheTags } from '~/lib/page-cache.server';

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  let shellRendered = false;
  // Suspense boundaries still pending then are left to the browser. Not AbortSignal.timeout: aborting a
  // finished render makes React 18 close its stream twice, which throws.
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), ABORT_DELAY + 1_000);
  // Rejects (and so answers 500) when the shell itself fails to render.
  const rendering = renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceContext.Provider>,
    {
      // React's own inline scripts (completing a streamed Suspense boundary) need the nonce too.
      nonce,
      signal: deadline.signal,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors while the shell renders reject the render above.
        if (shellRendered) console.error(error);
      },
    },
  );
  rendering.catch(() => clearTimeout(timer));
  const body = await rendering;
  shellRendered = true;
  body.allReady.finally(() => clearTimeout(timer)).catch(() => {});
  // Bots get the whole document at once; people get it streamed.
  if (isbot(request.headers.get('user-agent') || '')) await body.allReady;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  setCacheHeaders(request, responseStatusCode, responseHeaders);
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Remix data requests (client navigation) follow the same cacheability rule as the page they belong to. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  try {
    setCacheHeaders(request, response.status, response.headers);
  } catch {
    // A proxied answer (fetch Response) has immutable headers: it keeps the upstream's.
  }
  return response;
};

import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { NonceContext } from '~/lib/nonce';
import { setCacheHeaders } from '~/lib/surrogate.server';

/** For server.mjs's page cache, which runs outside the Remix build. */
export { pageCacheTags } from '~/lib/page-cache.server';

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // Bots get the whole document at once; people get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') || '');
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        // React's own inline scripts (completing a streamed Suspense boundary) need the nonce too.
        nonce,
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          try {
            const body = new PassThrough();
            const stream = createReadableStreamFromReadable(body);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            setCacheHeaders(request, responseStatusCode, responseHeaders);
            resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
            pipe(body);
          } catch (error) {
            // A throw here would leave the promise pending and the connection open forever.
            reject(error);
          }
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while the shell renders are reported by onShellError.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1_000);
  });
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

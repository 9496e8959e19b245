import { PassThrough } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { createReadableStreamFromReadable } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { setSurrogateHeaders } from '~/lib/surrogate.server';

const ABORT_DELAY = 5_000;

export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // Bots get the whole document at once; people get it streamed.
  const waitForAll = isbot(request.headers.get('user-agent') || '');
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} />,
      {
        [waitForAll ? 'onAllReady' : 'onShellReady']() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          setSurrogateHeaders(request, responseStatusCode, responseHeaders);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
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

/** Remix data requests (client navigation) get the same CDN tags as the page they belong to. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  try {
    setSurrogateHeaders(request, response.status, response.headers);
  } catch {
    // A proxied answer (fetch Response) has immutable headers: it keeps the upstream's.
  }
  return response;
};

/**
 * One route module serves both variants' paths (vite.config.ts declares the
 * Romanian ones), but one deployment serves one country: a request on the
 * other variant's path is a 404.
 */
const notFound = () => new Response('Not found', { status: 404 });

/** The variant's paths when the request is under their prefix, else a 404. */
export function ownPrefix<Paths extends { prefix: string }>(request: Request, paths: Paths): Paths {
  const { pathname } = new URL(request.url);
  if (pathname !== paths.prefix && !pathname.startsWith(`${paths.prefix}/`)) throw notFound();
  return paths;
}

/** A 404 unless the request is for exactly this variant's `path` (a trailing slash allowed). */
export function ownPath(request: Request, path: string): void {
  if (new URL(request.url).pathname.replace(/\/+$/, '') !== path) throw notFound();
}

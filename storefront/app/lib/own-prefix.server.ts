/**
 * The variant's paths when the request is under their prefix, else a 404:
 * one route module serves both variants' prefixes (vite.config.ts), but one
 * deployment serves one country.
 */
export function ownPrefix<Paths extends { prefix: string }>(request: Request, paths: Paths): Paths {
  const { pathname } = new URL(request.url);
  if (pathname !== paths.prefix && !pathname.startsWith(`${paths.prefix}/`)) throw new Response('Not found', { status: 404 });
  return paths;
}

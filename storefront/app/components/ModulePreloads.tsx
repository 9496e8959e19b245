import { useContext, useState } from 'react';
import { UNSAFE_RemixContext, useMatches } from '@remix-run/react';

/**
 * The page's modules, preloaded at low priority just before Remix's <Scripts> preloads the same ones
 * at the browser's default "High", which ranks them with the stylesheet and the first images: on a
 * slow phone connection the 120 kB of script then compete with what the first paint needs, and
 * Lighthouse counts every high-priority script that arrived before the paint as blocking it (its
 * LCP on the product page: 2.3 s, 1.1 s without). The page is whole without them (server-rendered,
 * forms work before JavaScript); the browser fetches a module once, at the priority of the first
 * link naming it. Rendered for the server's HTML only, as Remix's are: the list never changes.
 */
export function ModulePreloads() {
  const manifest = useContext(UNSAFE_RemixContext)?.manifest;
  const matches = useMatches();
  const [hrefs] = useState(() => {
    if (!manifest) return [];
    const { entry, routes } = manifest;
    const routeModules = matches.flatMap(({ id }) => {
      const route = routes[id];
      return route ? [...(route.imports ?? []), route.module] : [];
    });
    return [...new Set([entry.module, ...entry.imports, ...routeModules])];
  });
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} {...{ fetchpriority: 'low' }} />);
}

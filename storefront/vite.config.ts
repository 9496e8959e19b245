import { vitePlugin as remix } from '@remix-run/dev';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/** `@electroshop/domain` and each of its subpaths, read from its package.json `exports`. */
function domainEntryPoints(): string[] {
  const { exports } = createRequire(import.meta.url)('@electroshop/domain/package.json') as { exports: Record<string, unknown> };
  return Object.keys(exports)
    .filter((key) => !key.endsWith('.json'))
    .map((key) => `@electroshop/domain${key.slice(1)}`);
}

// Plain object (no defineConfig): @remix-run/dev is hoisted to the workspace
// root and brings its own Vite types, which must not clash with this package's.
export default {
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  // Not "public": the backend's image URLs start with /public/ and are proxied
  // by routes/public.$.tsx, so the storefront's own static files live apart.
  publicDir: 'static',
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
  },
  // The shared domain package is a CommonJS workspace package (symlinked, so
  // Vite treats it as source): Node loads it natively on the server, and the
  // browser build converts it like any CommonJS dependency.
  ssr: {
    external: ['@electroshop/domain'],
    // Its ESM build sits in a package without "type": "module"; let Vite bundle it.
    noExternal: ['@medusajs/js-sdk'],
  },
  // The browser imports the small subpaths only (money, date, appraisal…), so the
  // validators and libphonenumber's metadata stay on the server.
  optimizeDeps: {
    include: domainEntryPoints(),
  },
  build: {
    commonjsOptions: {
      include: [/node_modules/, /packages[\\/]domain[\\/]dist/],
    },
  },
  server: {
    port: Number(process.env.PORT) || 8000,
  },
};

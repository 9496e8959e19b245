import { vitePlugin as remix } from '@remix-run/dev';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_PATHS } from '@electroshop/contracts/account';
import { BUYOUT_PATHS } from '@electroshop/contracts/buyout';
import { SERVICE_PATHS } from '@electroshop/contracts/service';
import { INSTALLMENT_PATHS } from '@electroshop/contracts/installment';
import { PUBLIC_PROMOTIONS_PATHS } from '@electroshop/contracts/promotion';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/**
 * The buy-out pages by their key in BUYOUT_PATHS: the Czech paths are the
 * route files themselves (`vykup.*`), every other variant's paths serve the
 * same modules, declared here from the one table instead of re-export files.
 */
const LOCALISED_BUYOUT_ROUTES = [
  { key: 'prefix', file: 'routes/vykup.$.tsx', rest: '/*' },
  { key: 'centers', file: 'routes/vykup.centra.tsx', rest: '' },
  { key: 'thanks', file: 'routes/vykup.dekujeme.$id.tsx', rest: '/:id' },
  { key: 'status', file: 'routes/vykup.stav.tsx', rest: '' },
  { key: 'offer', file: 'routes/vykup.nabidka.tsx', rest: '' },
] as const;

/** The account pages by their key in ACCOUNT_PATHS, the same way: Czech route files (`ucet.*`), other variants declared here. */
const LOCALISED_ACCOUNT_ROUTES = [
  { key: 'account', file: 'routes/ucet._index.tsx' },
  { key: 'login', file: 'routes/ucet.prihlaseni.tsx' },
  { key: 'register', file: 'routes/ucet.registrace.tsx' },
  { key: 'logout', file: 'routes/ucet.odhlaseni.tsx' },
  { key: 'forgotPassword', file: 'routes/ucet.zapomenute-heslo.tsx' },
  { key: 'resetPassword', file: 'routes/ucet.nove-heslo.tsx' },
  { key: 'verify', file: 'routes/ucet.overeni.tsx' },
  { key: 'password', file: 'routes/ucet.zmena-hesla.tsx' },
  { key: 'profile', file: 'routes/ucet.osobni-udaje.tsx' },
  { key: 'addresses', file: 'routes/ucet.adresy.tsx' },
  { key: 'orders', file: 'routes/ucet.objednavky.tsx' },
  { key: 'reviews', file: 'routes/ucet.hodnoceni.tsx' },
  { key: 'favorites', file: 'routes/ucet.oblibene.tsx' },
] as const;

/** The service pages by their key in SERVICE_PATHS, declared like the buy-out's. */
const LOCALISED_SERVICE_ROUTES = [
  { key: 'prefix', file: 'routes/servis.$.tsx', rest: '/*' },
  { key: 'status', file: 'routes/servis.stav.tsx', rest: '' },
  { key: 'priceList', file: 'routes/servis.cenik.$.tsx', rest: '/*' },
  { key: 'parts', file: 'routes/servis.cenik.$.tsx', rest: '/*' },
] as const;

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
      routes: (defineRoutes) =>
        defineRoutes((route) => {
          for (const [variant, paths] of Object.entries(BUYOUT_PATHS)) {
            if (variant === 'cz') continue;
            for (const { key, file, rest } of LOCALISED_BUYOUT_ROUTES) route(`${paths[key]}${rest}`, file, { id: `${file.replace(/\.tsx$/, '')}-${variant}` });
          }
          for (const [variant, paths] of Object.entries(ACCOUNT_PATHS)) {
            if (variant === 'cz') continue;
            for (const { key, file } of LOCALISED_ACCOUNT_ROUTES) route(paths[key], file, { id: `${file.replace(/\.tsx$/, '')}-${variant}` });
          }
          for (const [variant, paths] of Object.entries(SERVICE_PATHS)) {
            for (const { key, file, rest } of LOCALISED_SERVICE_ROUTES) {
              // The Czech route files serve their own paths, except the spare parts, which share the price list's module.
              if (variant === 'cz' && `routes/${paths[key].slice(1).replace(/\//g, '.')}${rest ? '.$' : ''}.tsx` === file) continue;
              route(`${paths[key]}${rest}`, file, { id: `${file.replace(/\.tsx$/, '')}-${variant}-${key}` });
            }
          }
          // The installment calculator and the public discounts (routes/splatky.tsx and routes/slevy.tsx are the Czech paths).
          route(INSTALLMENT_PATHS.ro.calculator, 'routes/splatky.tsx', { id: 'routes/splatky-ro' });
          route(PUBLIC_PROMOTIONS_PATHS.ro, 'routes/slevy.tsx', { id: 'routes/slevy-ro' });
        }),
    }),
  ],
  // Not "public": the backend's image URLs start with /public/ and are proxied
  // by routes/public.$.tsx, so the storefront's own static files live apart.
  publicDir: 'static',
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
    },
    // One zod in the browser: the contracts' schemas and the storefront's own
    // share the settings of app/lib/zod-config.ts.
    dedupe: ['zod'],
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
    // Browsers of the last four years (2022 on): they run optional chaining, class fields and the rest
    // as written, where Vite's default (2020–21 browsers) rewrites them into longer code.
    target: ['es2022', 'chrome100', 'edge100', 'firefox100', 'safari15.4'],
    commonjsOptions: {
      include: [/node_modules/, /packages[\\/]domain[\\/]dist/],
    },
  },
  server: {
    port: Number(process.env.PORT) || 8000,
  },
};

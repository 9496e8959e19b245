import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { sharedPackagesFromSource } from '../scripts/lib/shared-packages-from-source.mjs';

// Unit tests of the storefront's pure code (app/**/*.test.ts), without the
// Remix plugin of vite.config.ts. The shared packages are read from their
// sources, as in the backend's unit tests, so they need no build first.
export default defineConfig({
  resolve: {
    alias: [...sharedPackagesFromSource, { find: /^~\/(.*)$/, replacement: fileURLToPath(new URL('./app/$1', import.meta.url)) }],
  },
  // page-cache/ is plain JavaScript run by server.mjs outside the Remix build. Its Redis store's test needs
  // a Redis (REDIS_URL), which a fresh machine lacks: .ci/run runs it when the machine has one.
  test: {
    include: ['app/**/*.test.ts', 'page-cache/**/*.test.mjs'],
    exclude: [...configDefaults.exclude, ...(process.env.REDIS_URL ? [] : ['page-cache/redis-store.test.mjs'])],
  },
});

import { defineConfig } from 'vitest/config';
import { sharedPackagesFromSource } from '../../scripts/lib/shared-packages-from-source.mjs';

// Only sources: dist/ holds compiled copies that must not run a second time.
export default defineConfig({
  resolve: { alias: sharedPackagesFromSource },
  test: {
    include: ['src/**/*.test.ts'],
  },
});

import { defineConfig } from 'vitest/config';

// Only sources: dist/ holds compiled copies that must not run a second time.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});

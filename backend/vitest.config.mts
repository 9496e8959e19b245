import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Unit tests of pure backend code (src/**/*.test.ts; no server, no database);
// the HTTP tests have integration-tests/vitest.config.ts. The domain package is
// read from its sources, so the unit tests need no build first.
const domainSrc = fileURLToPath(new URL("../packages/domain/src/", import.meta.url))
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@electroshop\/domain$/, replacement: `${domainSrc}index.ts` },
      { find: /^@electroshop\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` },
    ],
  },
  test: { include: ["src/**/*.test.ts"] },
})

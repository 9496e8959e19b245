import { fileURLToPath } from "node:url"
import { defineConfig } from "vitest/config"

// Unit tests of backend helpers (no server, no database); integration-tests/ has its own config.
// The domain package is read from its sources, so the tests need no build first.
export default defineConfig({
  resolve: { alias: { "@electroshop/domain": fileURLToPath(new URL("../packages/domain/src/index.ts", import.meta.url)) } },
  test: { include: ["src/**/*.unit.test.ts"] },
})

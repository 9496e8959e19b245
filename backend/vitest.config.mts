import { defineConfig } from "vitest/config"
import { sharedPackagesFromSource } from "../scripts/lib/shared-packages-from-source.mjs"

// Unit tests of pure backend code (src/**/*.test.ts; no server, no database);
// the HTTP tests have integration-tests/vitest.config.ts.
export default defineConfig({
  resolve: { alias: sharedPackagesFromSource },
  test: { include: ["src/**/*.test.ts"] },
})

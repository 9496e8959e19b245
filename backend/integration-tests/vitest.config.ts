import { defineConfig } from "vitest/config"
import { sharedPackagesFromSource } from "../../scripts/lib/shared-packages-from-source.mjs"

// Runs against a live backend started by scripts/test.mjs (BACKEND_URL, DATABASE_URL).
export default defineConfig({
  resolve: { alias: sharedPackagesFromSource },
  test: {
    include: ["integration-tests/http/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})

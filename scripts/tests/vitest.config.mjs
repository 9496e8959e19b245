import { defineConfig } from "vitest/config"

// Tests of the launcher and of the secrets rule; scripts/test.mjs runs them after the builds.
export default defineConfig({
  test: {
    include: ["scripts/tests/**/*.test.{mjs,ts}"],
    testTimeout: 300_000,
    hookTimeout: 60_000,
    fileParallelism: false,
  },
})

import { defineConfig } from "vitest/config"

// Started by scripts/test.mjs after the shop's tests: spawns, kills and restarts its own backend (CRASH_BACKEND_PORT).
export default defineConfig({
  test: {
    include: ["integration-tests/crash/**/*.test.ts"],
    testTimeout: 600_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
})

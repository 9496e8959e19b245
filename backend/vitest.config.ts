import { defineConfig } from "vitest/config"

// Unit tests of pure backend code (src/**/*.test.ts); the HTTP tests have integration-tests/vitest.config.ts.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
  },
})

import { defineConfig } from "vitest/config"

// Pure helpers of the admin screens (formatting, payment data, catalogues).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
  },
})

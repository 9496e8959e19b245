import { defineConfig } from "vitest/config"
import { sharedPackagesFromSource } from "../scripts/lib/shared-packages-from-source.mjs"

// Pure helpers of the admin screens (form schemas, payment data, catalogues).
export default defineConfig({
  resolve: { alias: sharedPackagesFromSource },
  test: {
    include: ["src/**/*.test.ts"],
  },
})

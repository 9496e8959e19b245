import fs from "node:fs"
import { defineConfig } from "@playwright/test"

// Drives Debian's Chromium against the shop started by scripts/test.mjs: its headless shell where
// installed (package chromium-headless-shell, the build Playwright itself prefers for headless runs),
// the same Blink without the full browser's GPU process and extras: the accessibility, staff-roles
// and card-payment specs took 97 s in it against 135 s in the full browser. Else the full browser.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell"
const chromium = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium")

export default defineConfig({
  testDir: ".",
  testMatch: /.*\.spec\.ts/,
  // Specs scripts/test.mjs runs in one variant only: the other lane ignores them (FIRST_VARIANT_ONLY, SECOND_VARIANT_ONLY_E2E,
  // VARIANT_SPECIFIC_E2E there).
  testIgnore: (process.env.E2E_IGNORE ?? "")
    .split(",")
    .filter(Boolean)
    .map((name) => `**/${name}.spec.ts`),
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  // Each lane of scripts/test.mjs has its own: Playwright empties it when it begins.
  outputDir: process.env.E2E_OUTPUT_DIR ?? "../.data/test-results",
  use: {
    baseURL: process.env.STOREFRONT_URL ?? "http://localhost:8000",
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
})

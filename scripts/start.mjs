#!/usr/bin/env node
// npm start (production builds) and npm run dev (hot reload): the whole shop on one machine.
import { resolveConfig } from "./lib/config.mjs"
import { startStack } from "./lib/stack.mjs"

const dev = process.argv.includes("--dev")
const config = resolveConfig()
const log = (msg) => console.log(`[shop] ${msg}`)

let stack = null
let exiting = false
async function shutdown(signal) {
  if (exiting) return
  exiting = true
  log(`${signal}: stopping the shop…`)
  await stack?.stop()
  log("Stopped.")
  process.exit(0)
}
process.on("SIGINT", () => shutdown("SIGINT"))
process.on("SIGTERM", () => shutdown("SIGTERM"))
process.on("SIGHUP", () => shutdown("SIGHUP"))

log(`Starting the ${config.variant === "cz" ? "Czech" : "Romanian"} shop${dev ? " in development mode" : ""}…`)
try {
  stack = await startStack(config, { dev, log })
} catch (error) {
  console.error(`[shop] Start-up failed: ${error.message}`)
  process.exit(1)
}
if (exiting) await new Promise(() => {})
log("")
log(`Storefront:      ${config.storefrontUrl}`)
log(`Admin dashboard: ${config.backendUrl}/app`)
log(`Admin login:     ${config.adminEmail} / ${config.adminPassword}`)
log(`Store API:       ${config.backendUrl}/store`)
log("Press Ctrl-C to stop.")

#!/usr/bin/env node
// npm start (production builds) and npm run dev (hot reload): the whole shop on one machine.
import { resolveConfig } from "./lib/config.mjs"
import { createStack } from "./lib/stack.mjs"

const dev = process.argv.includes("--dev")
const config = resolveConfig()
const log = (msg) => console.log(`[shop] ${msg}`)

let ready = false
let exiting = false
async function shutdown(reason, code = 0) {
  if (exiting) return
  exiting = true
  log(`${reason}: stopping the shop…`)
  await stack.stop()
  log("Stopped.")
  process.exit(code)
}
process.on("SIGINT", () => shutdown("SIGINT"))
process.on("SIGTERM", () => shutdown("SIGTERM"))
process.on("SIGHUP", () => shutdown("SIGHUP"))

// A server that dies leaves a shop answering errors: say so and stop it all
// rather than keep running half a shop. During start-up the failed wait reports it.
function onChildExit(name, code, signal, recentOutput) {
  if (!ready || exiting) return
  console.error(
    recentOutput
      .trimEnd()
      .split("\n")
      .slice(-20)
      .map((line) => `[${name}] ${line}`)
      .join("\n"),
  )
  console.error(`[shop] The ${name} stopped unexpectedly (${signal ?? `exit code ${code}`}).`)
  shutdown(`${name} died`, 1)
}

log(`Starting the ${config.variant === "cz" ? "Czech" : "Romanian"} shop${dev ? " in development mode" : ""}…`)
const stack = createStack(config, { dev, log, onChildExit })
try {
  await stack.started
} catch (error) {
  // A stop during start-up makes the start fail; shutdown() reports and exits.
  if (exiting) await new Promise(() => {})
  console.error(`[shop] Start-up failed: ${error.message}`)
  process.exit(1)
}
if (exiting) await new Promise(() => {})
ready = true
log("")
log(`Storefront:      ${config.storefrontUrl}`)
log(`Admin dashboard: ${config.backendUrl}/app`)
log(`Admin login:     ${config.adminEmail} / ${config.adminPassword}`)
log(`Store API:       ${config.backendUrl}/store`)
log(`Request logs are ${process.env.LOG_REQUESTS === "1" ? "on" : "off (LOG_REQUESTS=1 shows them)"}. Press Ctrl-C to stop.`)

import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { DATA_DIR, ROOT } from "./config.mjs"
import { run } from "./processes.mjs"

const WORKSPACES = ["packages/domain", "admin-extensions", "backend", "storefront"]
const OUTPUTS = ["packages/domain/dist", "admin-extensions/.medusa/server", "backend/.medusa/server", "storefront/build"]
const SKIP = new Set(["node_modules", "dist", "build", ".medusa", ".cache", ".turbo", "integration-tests", "e2e"])
const STAMP = path.join(DATA_DIR, "build-stamp")

function hashSources() {
  const hash = crypto.createHash("sha256")
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (SKIP.has(entry.name)) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (!entry.name.endsWith(".test.ts")) hash.update(path.relative(ROOT, full)).update(fs.readFileSync(full))
    }
  }
  for (const ws of WORKSPACES) if (fs.existsSync(path.join(ROOT, ws))) walk(path.join(ROOT, ws))
  hash.update(fs.readFileSync(path.join(ROOT, "package-lock.json")))
  return hash.digest("hex")
}

const turbo = (args, log) =>
  run(path.join(ROOT, "node_modules/.bin/turbo"), ["run", "build", "--output-logs=errors-only", ...args], {
    cwd: ROOT,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", MEDUSA_DISABLE_TELEMETRY: "true" },
    label: "turbo run build",
  })

/** Development runs backend and storefront from source, but they import these built packages. */
export async function buildLibraries(log = console.log) {
  log("Building the shared packages…")
  await turbo(["--filter=@electroshop/domain", "--filter=@electroshop/admin-extensions"], log)
}

/** Builds every workspace with turbo unless the sources match the last build. */
export async function buildIfChanged(log = console.log) {
  const digest = hashSources()
  const fresh =
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, "utf8") === digest &&
    OUTPUTS.every((o) => fs.existsSync(path.join(ROOT, o)))
  if (fresh) {
    log("Builds are up to date.")
    return
  }
  log("Building backend, admin and storefront (first start takes a few minutes)…")
  const started = Date.now()
  await turbo([], log)
  fs.mkdirSync(DATA_DIR, { recursive: true })
  fs.writeFileSync(STAMP, digest)
  log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`)
}

import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { stripVTControlCharacters as stripAnsi } from "node:util"
import { DATA_DIR, ROOT } from "./config.mjs"
import { run } from "./processes.mjs"

const WORKSPACES = ["packages/domain", "packages/contracts", "admin-extensions", "backend", "storefront"]
const OUTPUTS = ["packages/domain/dist", "packages/contracts/dist", "admin-extensions/.medusa/server", "backend/.medusa/server", "storefront/build"]
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

// Which package turbo builds and when each part is done, out of turbo's and the builds' own output.
const PROGRESS = /^(@electroshop\/[\w-]+):build: .*?(cache miss|cache hit|(?:\w+ build )?completed successfully.*|built in .*)/

async function turbo(args, log) {
  const started = Date.now()
  const heartbeat = setInterval(() => log(`Still building (${Math.round((Date.now() - started) / 1000)} s)…`), 30000)
  try {
    await run(path.join(ROOT, "node_modules/.bin/turbo"), ["run", "build", "--output-logs=new-only", "--log-order=stream", ...args], {
      cwd: ROOT,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1", DO_NOT_TRACK: "1", MEDUSA_DISABLE_TELEMETRY: "true", FORCE_COLOR: "0" },
      label: "turbo run build",
      onLine: (line) => {
        const [, pkg, what] = stripAnsi(line).trim().match(PROGRESS) ?? []
        if (!pkg) return
        if (what === "cache hit") log(`${pkg}: unchanged, taken from the build cache.`)
        else if (what === "cache miss") log(`${pkg}: building…`)
        else log(`${pkg}: ${what}`)
      },
    })
  } finally {
    clearInterval(heartbeat)
  }
}

/** Development runs backend and storefront from source, but they import these built packages. */
export async function buildLibraries(log = console.log) {
  log("Building the shared packages…")
  await turbo(["--filter=@electroshop/domain", "--filter=@electroshop/contracts", "--filter=@electroshop/admin-extensions"], log)
}

/** Builds every workspace with turbo unless the sources match the last build. */
export async function buildIfChanged(log = console.log) {
  const digest = hashSources()
  const fresh = fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === digest && OUTPUTS.every((o) => fs.existsSync(path.join(ROOT, o)))
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

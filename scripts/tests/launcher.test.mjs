/**
 * The launcher (npm start) as a user runs it, on the test ports, with the
 * production builds: its secrets, orphans after kill -9, a child that dies,
 * SIGTERM. Its embedded PostgreSQL keeps its data in LAUNCHER_PG_DIR (scripts/test.mjs
 * empties it first), so the first start seeds the demo data as on a fresh clone.
 */
import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DATA_DIR, DEFAULT_ADMIN, ROOT } from "../lib/config.mjs"
import { commandLine } from "../lib/processes.mjs"

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "launcher-test-"))
const backendPort = process.env.TEST_BACKEND_PORT || "9300"
const backendUrl = `http://localhost:${backendPort}`
const env = {
  ...Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(JWT_SECRET|COOKIE_SECRET|PII_ENCRYPTION_KEY|STOREFRONT_PURGE_SECRET|LOG_REQUESTS|LOG_LEVEL|DATABASE_URL|REDIS_URL|SMTP_URL)$/.test(name),
    ),
  ),
  SHOP_VARIANT: "cz",
  SHOP_DATA_DIR: dataDir,
  EMBEDDED_PG_DIR: process.env.LAUNCHER_PG_DIR || path.join(DATA_DIR, "test-launcher-postgres"),
  EMBEDDED_PG_PORT: process.env.TEST_EMBEDDED_PG_PORT || "54339",
  BACKEND_PORT: backendPort,
  STOREFRONT_PORT: process.env.TEST_STOREFRONT_PORT || "8300",
  MAIL_CATCHER_SMTP_PORT: process.env.TEST_MAIL_CATCHER_SMTP_PORT || "1125",
  MAIL_CATCHER_HTTP_PORT: process.env.TEST_MAIL_CATCHER_HTTP_PORT || "1180",
}
const secretsFile = path.join(dataDir, "secrets.json")
const runsNow = (pid) => {
  try {
    return !fs.readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ")
  } catch {
    return false
  }
}
const groupOf = (pid) => Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[2])
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const launched = []

/** `npm start` in its own process group, as a terminal would run it. */
function launch(extraEnv = {}) {
  const child = spawn(process.execPath, ["scripts/start.mjs"], { cwd: ROOT, env: { ...env, ...extraEnv }, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  child.output = ""
  child.stdout.on("data", (c) => (child.output += c))
  child.stderr.on("data", (c) => (child.output += c))
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })))
  launched.push(child)
  return child
}

async function waitForOutput(child, pattern, timeoutMs = 240000) {
  const deadline = Date.now() + timeoutMs
  while (!pattern.test(child.output)) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the launcher ended:\n${child.output}`)
    if (Date.now() > deadline) throw new Error(`no ${pattern} within ${timeoutMs / 1000} s:\n${child.output}`)
    await sleep(200)
  }
}

/** The children a running launcher lists in <dataDir>/run/<its pid>.json, by name. */
function childrenOf(launcher) {
  const { children } = JSON.parse(fs.readFileSync(path.join(dataDir, "run", `${launcher.pid}.json`), "utf8"))
  return Object.fromEntries(children.map((c) => [c.name, c]))
}

async function adminToken() {
  const res = await fetch(`${backendUrl}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL || DEFAULT_ADMIN.email, password: process.env.ADMIN_PASSWORD || DEFAULT_ADMIN.password }),
  })
  expect(res.status).toBe(200)
  return (await res.json()).token
}
const me = (token) => fetch(`${backendUrl}/admin/users/me`, { headers: { authorization: `Bearer ${token}` } })

let first
let second
let token
let decoy

beforeAll(() => {
  // A program that got a pid the launcher once used.
  decoy = spawn("sleep", ["600"], { detached: true, stdio: "ignore" })
})

afterAll(async () => {
  for (const child of launched) {
    try {
      process.kill(-child.pid, "SIGKILL")
    } catch {}
  }
  try {
    process.kill(decoy.pid, "SIGKILL")
  } catch {}
  // What a killed launcher leaves behind; the next test start would clear it too.
  const left = path.join(dataDir, "run")
  for (const file of fs.existsSync(left) ? fs.readdirSync(left) : []) {
    for (const c of JSON.parse(fs.readFileSync(path.join(left, file), "utf8")).children) {
      if (commandLine(c.pid)?.endsWith(c.argv.join(" "))) process.kill(-c.pid, "SIGKILL")
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe("npm start", () => {
  it("on a fresh clone generates the secrets, runs PostgreSQL in its own process group and ends with the URLs and login", async () => {
    first = launch()
    await waitForOutput(first, /Press Ctrl-C to stop/)
    expect(first.output).toMatch(/Generated JWT_SECRET, COOKIE_SECRET, PII_ENCRYPTION_KEY, STOREFRONT_PURGE_SECRET/)
    expect(first.output).toMatch(/Builds are up to date|building/)
    expect(first.output).toMatch(/Storefront: +http:\/\/localhost:\d+[\s\S]*Admin dashboard: +http:\/\/localhost:\d+\/app[\s\S]*Admin login: +\S+ \/ \S+/)
    expect(fs.statSync(secretsFile).mode & 0o077).toBe(0)
    const secrets = JSON.parse(fs.readFileSync(secretsFile, "utf8"))
    expect(Object.keys(secrets).sort()).toEqual(["COOKIE_SECRET", "JWT_SECRET", "PII_ENCRYPTION_KEY", "STOREFRONT_PURGE_SECRET", "TBI_PRIVATE_KEY"])

    const { postgres, backend, storefront } = childrenOf(first)
    for (const child of [postgres, backend, storefront]) expect(groupOf(child.pid)).toBe(child.pid)
    expect(groupOf(first.pid)).toBe(first.pid)

    token = await adminToken()
    expect((await me(token)).status).toBe(200)
  })

  it("keeps the backend's request logs off unless LOG_REQUESTS=1", async () => {
    const before = first.output.length
    for (let i = 0; i < 3; i++) expect((await fetch(`${backendUrl}/public/storefront-config`)).status).toBe(200)
    await sleep(1000)
    expect(first.output.slice(before)).not.toMatch(/storefront-config/)
  })

  it("after kill -9 of the whole group stops the orphans at the next start, but not a pid now used by another program", async () => {
    const orphans = childrenOf(first)
    // The record of a server whose pid another program has since been given.
    const file = path.join(dataDir, "run", `${first.pid}.json`)
    const record = JSON.parse(fs.readFileSync(file, "utf8"))
    record.children.push({ ...orphans.backend, name: "old backend", pid: decoy.pid })
    fs.writeFileSync(file, JSON.stringify(record))
    const secretsBefore = fs.readFileSync(secretsFile, "utf8")

    process.kill(-first.pid, "SIGKILL")
    await first.exited
    expect(runsNow(orphans.postgres.pid)).toBe(true)

    second = launch()
    await waitForOutput(second, /Press Ctrl-C to stop/)
    expect(second.output).toContain(`Stopping the postgres left running by an earlier start (pid ${orphans.postgres.pid})`)
    expect(second.output).toContain(`pid ${decoy.pid} (the old backend of an earlier start) now runs another program; left alone.`)
    for (const orphan of Object.values(orphans)) expect(runsNow(orphan.pid)).toBe(false)
    expect(runsNow(decoy.pid)).toBe(true)

    // Same secrets: the admin's session from before the crash is still valid.
    expect(fs.readFileSync(secretsFile, "utf8")).toBe(secretsBefore)
    expect(second.output).not.toMatch(/Generated/)
    expect((await me(token)).status).toBe(200)
  })

  it("notices a server that dies, says so and stops everything", async () => {
    const { postgres, backend, storefront } = childrenOf(second)
    process.kill(backend.pid, "SIGKILL")
    const { code } = await second.exited
    expect(code).toBe(1)
    expect(second.output).toMatch(/The backend stopped unexpectedly \(SIGKILL\)/)
    expect(second.output).toMatch(/Stopped\.\s*$/)
    expect(runsNow(storefront.pid)).toBe(false)
    expect(runsNow(postgres.pid)).toBe(false)
  })

  it("shows request logs with LOG_REQUESTS=1; stops everything within 5 s of SIGTERM to its process group and says it stopped", async () => {
    const third = launch({ LOG_REQUESTS: "1" })
    await waitForOutput(third, /Press Ctrl-C to stop/)
    expect((await fetch(`${backendUrl}/public/storefront-config`)).status).toBe(200)
    await waitForOutput(third, /\[backend\].*storefront-config/, 5000)
    const children = Object.values(childrenOf(third))
    const sent = Date.now()
    process.kill(-third.pid, "SIGTERM")
    await third.exited
    const took = Date.now() - sent
    console.log(`stopped ${took} ms after SIGTERM`)
    expect(took).toBeLessThan(5000)
    expect(third.output).toMatch(/SIGTERM: stopping the shop…[\s\S]*Stopped\.\s*$/)
    for (const child of children) expect(runsNow(child.pid)).toBe(false)
    expect(fs.existsSync(path.join(dataDir, "run", `${third.pid}.json`))).toBe(false)
  })
})

describe("the backend without the launcher", () => {
  const medusa = path.join(ROOT, "node_modules/.bin/medusa")
  const valid = {
    JWT_SECRET: crypto.randomBytes(32).toString("base64url"),
    COOKIE_SECRET: crypto.randomBytes(32).toString("base64url"),
    PII_ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex"),
    STOREFRONT_PURGE_SECRET: crypto.randomBytes(32).toString("base64url"),
  }
  const start = (overrides) =>
    new Promise((resolve) => {
      const child = spawn(medusa, ["start"], {
        cwd: path.join(ROOT, "backend/.medusa/server"),
        env: { ...env, ...valid, NODE_ENV: "production", PORT: "1", ...overrides },
        stdio: ["ignore", "pipe", "pipe"],
      })
      let output = ""
      child.stdout.on("data", (c) => (output += c))
      child.stderr.on("data", (c) => (output += c))
      const timer = setTimeout(() => child.kill("SIGKILL"), 60000)
      child.on("exit", (code) => {
        clearTimeout(timer)
        resolve({ code, output })
      })
    })

  it("refuses to start in production with a missing or published secret, naming it, as server and as worker", async () => {
    const [missing, placeholder, retiredKey, worker] = await Promise.all([
      start({ JWT_SECRET: "" }),
      start({ COOKIE_SECRET: "change-me" }),
      start({ PII_ENCRYPTION_KEY: crypto.createHash("sha256").update("electroshop-development-pii-key (not for production)").digest("hex") }),
      start({ MEDUSA_WORKER_MODE: "worker", JWT_SECRET: "electroshop-dev-jwt-secret" }),
    ])
    expect(missing.code).not.toBe(0)
    expect(missing.output).toMatch(/Refusing to start in production: JWT_SECRET is not set/)
    expect(placeholder.code).not.toBe(0)
    expect(placeholder.output).toMatch(/COOKIE_SECRET is a placeholder/)
    expect(retiredKey.code).not.toBe(0)
    expect(retiredKey.output).toMatch(/PII_ENCRYPTION_KEY is a published value/)
    expect(worker.code).not.toBe(0)
    expect(worker.output).toMatch(/JWT_SECRET is a placeholder/)
  })
})

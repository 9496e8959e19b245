import fs from "node:fs"
import path from "node:path"
import { execFileSync, spawn } from "node:child_process"

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** The command line a process runs, or null when there is no such process. */
export function commandLine(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean).join(" ")
  } catch {
    if (fs.existsSync("/proc/self")) return null
  }
  try {
    return execFileSync("ps", ["-o", "command=", "-p", String(pid)], { encoding: "utf8" }).trim() || null
  } catch {
    return null
  }
}

/**
 * Whether the pid still runs the recorded command: a pid left in a file by a
 * killed launcher may since belong to another program, which must not be
 * touched. A script started through its shebang runs as `node <script> …`,
 * so the recorded command line must end the current one.
 */
export const runsCommand = (pid, argv) => commandLine(pid)?.endsWith(argv.join(" ")) ?? false

// A group is signalled as a whole; a process that leads none (a PostgreSQL
// started by an older launcher) alone.
const signalGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal)
  } catch {
    try {
      process.kill(pid, signal)
    } catch {}
  }
}

const exists = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return e.code === "EPERM"
  }
}

/**
 * Sends the signals one after another, each given stepMs to end the process
 * and every process of its group (PostgreSQL's own children hold its shared
 * memory until they are gone), then SIGKILL.
 */
export async function endGroup(pid, signals, stepMs) {
  for (const signal of [...signals, "SIGKILL"]) {
    signalGroup(pid, signal)
    const deadline = Date.now() + stepMs
    while ((exists(pid) || exists(-pid)) && Date.now() < deadline) await sleep(50)
    if (!exists(pid) && !exists(-pid)) return
  }
}

/**
 * A launcher killed with SIGKILL leaves its servers running (each has its own
 * process group). Every launcher lists its children in <dataDir>/run/<pid>.json;
 * the lists of launchers that no longer run are worked off here, newest child
 * first (PostgreSQL last), and only processes that still run the recorded
 * command are stopped.
 */
export async function stopOrphans(dataDir, log = console.log) {
  const dir = path.join(dataDir, "run")
  if (!fs.existsSync(dir)) return
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const full = path.join(dir, file)
    let record
    try {
      record = JSON.parse(fs.readFileSync(full, "utf8"))
    } catch {
      fs.rmSync(full, { force: true })
      continue
    }
    if (record.launcher && runsCommand(record.launcher.pid, record.launcher.argv)) continue
    for (const child of [...record.children].reverse()) {
      if (!commandLine(child.pid)) continue
      if (!runsCommand(child.pid, child.argv)) {
        log(`pid ${child.pid} (the ${child.name} of an earlier start) now runs another program; left alone.`)
        continue
      }
      log(`Stopping the ${child.name} left running by an earlier start (pid ${child.pid}).`)
      await endGroup(child.pid, child.stopSignals, 5000)
    }
    fs.rmSync(full, { force: true })
  }
}

/**
 * Runs the long-lived children of one launcher, each in its own process group
 * (so a Ctrl-C or SIGTERM to the launcher's group reaches only the launcher,
 * which then stops them in order), with their output prefixed by their name.
 * `onExit(name, code, signal, recentOutput)` is called when a child ends
 * while the launcher did not ask it to.
 */
export function createSupervisor({ dataDir, onExit = () => {} }) {
  const file = path.join(dataDir, "run", `${process.pid}.json`)
  const launcher = { pid: process.pid, argv: [commandLine(process.pid) ?? process.argv.join(" ")] }
  const children = new Map()
  let closed = false
  const save = () => {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const list = [...children.values()].map(({ record }) => record)
    if (list.length) fs.writeFileSync(file, JSON.stringify({ launcher, children: list }))
    else fs.rmSync(file, { force: true })
  }

  function start(name, command, args, { cwd, env, quiet = false, uid, gid, stopSignals = ["SIGTERM"] }) {
    // A stop during start-up must not be followed by a server started behind its back.
    if (closed) throw new Error("the shop is stopping")
    const child = spawn(command, args, { cwd, env, uid, gid, detached: true, stdio: ["ignore", "pipe", "pipe"] })
    const prefix = `[${name}] `
    child.recentOutput = ""
    // A quiet child's output is kept whole in a file: what a failed test run's servers said.
    if (quiet) fs.mkdirSync(path.join(dataDir, "logs"), { recursive: true })
    const log = quiet ? fs.createWriteStream(path.join(dataDir, "logs", `${name}.log`)) : null
    const forward = (stream, out) => {
      let buffer = ""
      stream.on("data", (chunk) => {
        buffer += chunk
        const lines = buffer.split("\n")
        buffer = lines.pop()
        if (!quiet) for (const line of lines) out.write(prefix + line + "\n")
        for (const line of lines) log?.write(line + "\n")
        child.recentOutput = (child.recentOutput + lines.join("\n") + "\n").slice(-4000)
      })
    }
    forward(child.stdout, process.stdout)
    forward(child.stderr, process.stderr)
    const entry = { child, record: { name, pid: child.pid, argv: [command, ...args], stopSignals }, stopping: false }
    children.set(name, entry)
    save()
    child.on("exit", (code, signal) => {
      children.delete(name)
      save()
      if (!entry.stopping) onExit(name, code, signal, child.recentOutput)
    })
    return child
  }

  /** Stops the named children together: their stop signals, each given stepMs, then SIGKILL. */
  async function stop(names, stepMs) {
    closed = true
    await Promise.all(
      names.map(async (name) => {
        const entry = children.get(name)
        if (!entry || entry.child.exitCode !== null || entry.child.signalCode !== null) return
        entry.stopping = true
        const exited = new Promise((resolve) => entry.child.once("exit", resolve))
        await endGroup(entry.child.pid, entry.record.stopSignals, stepMs)
        await exited
      }),
    )
  }

  return { start, stop }
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, { cwd, env, label = path.basename(command), onLine } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    let pending = ""
    const collect = (c) => {
      output += c
      if (!onLine) return
      const lines = (pending + c).split("\n")
      pending = lines.pop()
      for (const line of lines) onLine(line)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`${label} failed (exit ${code}):\n${output.slice(-6000)}`))))
  })
}

/** Resolves when the URL answers with a 2xx, or rejects after the timeout. */
export async function waitForHttp(url, { timeoutMs = 180000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${url}: the server exited (${child.signalCode ?? `code ${child.exitCode}`}):\n${child.recentOutput}`)
    }
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

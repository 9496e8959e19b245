import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { DATA_DIR } from "./config.mjs"

const PID_FILE = path.join(DATA_DIR, "children.json")
const children = new Map()

const alive = (pid) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const savePids = () => {
  fs.mkdirSync(DATA_DIR, { recursive: true })
  fs.writeFileSync(PID_FILE, JSON.stringify([...children.values()].map((c) => c.pid)))
}

/** A launcher killed with SIGKILL leaves its servers running; end them before starting anew. */
export function killLeftoverChildren(log = console.log) {
  if (!fs.existsSync(PID_FILE)) return
  for (const pid of JSON.parse(fs.readFileSync(PID_FILE, "utf8"))) {
    if (alive(pid)) {
      log(`Stopping a server left running by an earlier start (pid ${pid}).`)
      try {
        process.kill(-pid, "SIGKILL")
      } catch {}
    }
  }
  fs.rmSync(PID_FILE, { force: true })
}

/**
 * Runs a long-lived child in its own process group (so that stopping it also
 * stops what it spawned) with its output prefixed by its name.
 */
export function startChild(name, command, args, { cwd, env, quiet = false }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] })
  const prefix = `[${name}] `
  const forward = (stream, out) => {
    let buffer = ""
    stream.on("data", (chunk) => {
      buffer += chunk
      const lines = buffer.split("\n")
      buffer = lines.pop()
      if (!quiet) for (const line of lines) out.write(prefix + line + "\n")
      child.recentOutput = (child.recentOutput + lines.join("\n") + "\n").slice(-4000)
    })
  }
  child.recentOutput = ""
  forward(child.stdout, process.stdout)
  forward(child.stderr, process.stderr)
  children.set(name, child)
  savePids()
  child.on("exit", () => {
    children.delete(name)
    savePids()
  })
  return child
}

/** Runs a command to completion; rejects with its output when it fails. */
export function run(command, args, { cwd, env, label = path.basename(command) } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    let output = ""
    child.stdout.on("data", (c) => (output += c))
    child.stderr.on("data", (c) => (output += c))
    child.on("error", reject)
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${label} failed (exit ${code}):\n${output.slice(-6000)}`)),
    )
  })
}

export async function stopChildren(timeoutMs = 10000) {
  const pending = [...children.values()].map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once("exit", resolve)
        try {
          process.kill(-child.pid, "SIGTERM")
        } catch {
          return resolve()
        }
        setTimeout(() => {
          try {
            process.kill(-child.pid, "SIGKILL")
          } catch {}
        }, timeoutMs).unref()
      }),
  )
  await Promise.all(pending)
}

/** Resolves when the URL answers with a 2xx, or rejects after the timeout. */
export async function waitForHttp(url, { timeoutMs = 180000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`${url}: the server exited (code ${child.exitCode}):\n${child.recentOutput}`)
    }
    try {
      const res = await fetch(url)
      if (res.ok) return
    } catch {}
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

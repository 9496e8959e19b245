/**
 * Lighthouse (Google's, Apache-2.0) for `npm run bench -- --lighthouse`: mobile form factor and
 * simulated throttling (Lighthouse's defaults: a mid-range phone, slow 4G, 4× CPU slowdown),
 * performance category only, in headless Chromium (CHROMIUM_PATH, /usr/bin/chromium by default).
 *
 * Lighthouse is not a dependency of the project (about 60 MB installed, for a measurement CI does not
 * make): BENCH_LIGHTHOUSE_BIN names a binary, else a `lighthouse` on the PATH is used, else
 * `npx --yes lighthouse@12` fetches it from the npm registry into npm's cache on first use.
 */
import { spawn, spawnSync } from "node:child_process"
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import path from "node:path"

/** How to run Lighthouse: [command, ...leading arguments]. */
export function lighthouseCommand(env = process.env) {
  if (env.BENCH_LIGHTHOUSE_BIN) return [env.BENCH_LIGHTHOUSE_BIN]
  const found = spawnSync("sh", ["-c", "command -v lighthouse"], { encoding: "utf8" })
  if (found.status === 0 && found.stdout.trim()) return [found.stdout.trim()]
  return ["npx", "--yes", "lighthouse@12"]
}

/**
 * One Lighthouse run of `url`; the figures the bench reports, from the JSON report:
 * performance score (0–100), LCP and CLS, total transfer, and what explains them
 * (the LCP element, the elements that shifted, render-blocking resources).
 */
export async function runLighthouse(url, { env = process.env, log = () => {} } = {}) {
  const chromium = env.CHROMIUM_PATH || "/usr/bin/chromium"
  const dir = await mkdtemp(path.join(tmpdir(), "bench-lighthouse-"))
  const output = path.join(dir, "report.json")
  const [command, ...leading] = lighthouseCommand(env)
  const args = [
    ...leading,
    url,
    "--only-categories=performance",
    "--output=json",
    `--output-path=${output}`,
    "--quiet",
    // Root in a container has no user namespace for Chromium's sandbox.
    "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
  ]
  try {
    const { code, stderr } = await new Promise((resolve, reject) => {
      const child = spawn(command, args, { env: { ...env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "pipe"] })
      let stderr = ""
      child.stderr.on("data", (chunk) => (stderr += chunk))
      child.once("error", reject)
      child.once("close", (code) => resolve({ code, stderr }))
    })
    if (code !== 0) throw new Error(`Lighthouse exited with ${code} for ${url}: ${stderr.trim().split("\n").slice(-5).join("\n")}`)
    const report = JSON.parse(await readFile(output, "utf8"))
    if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message} for ${url}`)
    const audits = report.audits
    const details = (id) => audits[id]?.details?.items ?? []
    const result = {
      version: report.lighthouseVersion,
      // Lighthouse's own measure of the machine's speed at the time (higher is faster): simulated throttling
      // multiplies the CPU time it observes by 4, so a machine busy with other work scores every page lower.
      benchmarkIndex: report.environment?.benchmarkIndex ?? null,
      performance: Math.round((report.categories.performance.score ?? 0) * 100),
      lcpMs: audits["largest-contentful-paint"].numericValue,
      fcpMs: audits["first-contentful-paint"].numericValue,
      tbtMs: audits["total-blocking-time"].numericValue,
      cls: audits["cumulative-layout-shift"].numericValue,
      transferKb: audits["total-byte-weight"].numericValue / 1024,
      lcpElement: details("largest-contentful-paint-element")[0]?.items?.[0]?.node?.selector ?? null,
      shifts: details("layout-shifts").map((s) => ({ selector: s.node?.selector ?? null, score: s.score })),
      renderBlocking: details("render-blocking-resources").map((r) => ({ url: r.url, wastedMs: r.wastedMs })),
    }
    log(
      `${url}: performance ${result.performance}, LCP ${Math.round(result.lcpMs)} ms (${result.lcpElement}), CLS ${result.cls.toFixed(3)}, ${result.transferKb.toFixed(0)} KB, benchmark index ${result.benchmarkIndex}`,
    )
    return result
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** `runs` Lighthouse runs of `url`, one after another; the run with the median performance score (the middle one of three). */
export async function medianLighthouse(url, runs, options) {
  const results = []
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, options))
  results.sort((a, b) => a.performance - b.performance || b.lcpMs - a.lcpMs)
  return results[Math.floor((results.length - 1) / 2)]
}

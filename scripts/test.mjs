#!/usr/bin/env node
/**
 * npm test: every test of the project.
 *   1. the production builds (unless unchanged);
 *   2. then, at the same time, one lane per variant (cz, ro), each with a shop of its own: a
 *      freshly seeded database on an embedded PostgreSQL (or DATABASE_URL; one variant on
 *      PostgreSQL and Redis with TEST_SCALE_OUT_VARIANT, below), backend and storefront on the
 *      lane's test ports, then the backend integration tests over HTTP and the end-to-end tests
 *      in Chromium; in the scaled-out variant (else the first) also the checkout crash test
 *      (backend/integration-tests/crash: kill -9 of its own backend during checkouts).
 *      The last lane begins with ESLint over the whole tree, the unit tests of all workspaces,
 *      the type check of every workspace (`npm run typecheck`) and the product page's first-visit
 *      JavaScript budget (storefront/scripts/bundle-budget.mjs), all skipped with
 *      --integration-only or --only; the first ends with the launcher's and the secrets rule's
 *      tests (scripts/tests) on its ports.
 * The lanes share nothing but the machine: each has its own ports, data directory (secrets,
 * database), mail catcher and stand-ins, and its output lines begin with its name. The Czech
 * lane has the longer list of tests, so the checks that need no shop go to the other, and the
 * launcher's tests to it: both lanes then end about together (CI's step table shows them).
 * Flags: --integration-only (no unit or e2e tests), --variant=cz|ro, --no-unit, and
 * --only=<filter> (repeatable) to run just the integration test files and
 * end-to-end specs whose names contain a filter, while working on a feature.
 */
import fs from "node:fs"
import path from "node:path"
import { spawn } from "node:child_process"
import { stripVTControlCharacters } from "node:util"
import Redis from "ioredis"
import { DATA_DIR, ROOT, resolveConfig } from "./lib/config.mjs"
import { buildIfChanged } from "./lib/build.mjs"
import { startStack } from "./lib/stack.mjs"

const args = process.argv.slice(2)
const integrationOnly = args.includes("--integration-only")
const variantArg = args.find((a) => a.startsWith("--variant="))?.split("=")[1]
const variants = variantArg ? [variantArg] : ["cz", "ro"]
const skipUnit = integrationOnly || args.includes("--no-unit")
const only = args.filter((a) => a.startsWith("--only=")).map((a) => a.slice("--only=".length))
const REPORTS = path.join(DATA_DIR, "test-reports")
const totals = { passed: 0, failed: 0, skipped: 0 }
/** The failed tests by name, repeated at the end: CI keeps only the tail of a run's output. */
const failedTests = []

/** What a lane prints: each line begins with the lane's name, as two lanes write at the same time. */
const logger = (lane) => (msg) => console.log(`[test${lane ? ` ${lane}` : ""}] ${msg}`)
const log = logger()

/** The test runners running now: a stop signal must end them too, or a Playwright run outlives us and writes into the next run's log. */
const running = new Set()

function exec(command, commandArgs, { cwd = ROOT, env = process.env, lane } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: ["ignore", "pipe", "pipe"] })
    running.add(child)
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let pending = ""
      from.setEncoding("utf8")
      from.on("data", (chunk) => {
        const lines = (pending + chunk).split("\n")
        pending = lines.pop()
        for (const line of lines) to.write(`${lane ? `[${lane}] ` : ""}${line}\n`)
      })
      from.on("end", () => pending && to.write(`${lane ? `[${lane}] ` : ""}${pending}\n`))
    }
    child.on("close", (code) => {
      running.delete(child)
      resolve(code ?? 1)
    })
  })
}

/** The head of a failure's message, indented under its test's name: the summary is often all of a run that is kept. */
function why(message) {
  if (!message) return ""
  return stripVTControlCharacters(message)
    .split("\n")
    .filter((line) => line.trim())
    .slice(0, 8)
    .map((line) => `\n      ${line.slice(0, 300)}`)
    .join("")
}

function countVitest(file, lane) {
  if (!fs.existsSync(file)) return totals.failed++
  const r = JSON.parse(fs.readFileSync(file, "utf8"))
  for (const suite of r.testResults)
    for (const test of suite.assertionResults)
      if (test.status === "failed")
        failedTests.push(`${lane ?? ""} ${path.relative(ROOT, suite.name)} › ${test.fullName}`.trim() + why(test.failureMessages?.[0]))
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests + (r.success || r.numFailedTests ? 0 : 1)
  totals.skipped += r.numPendingTests + r.numTodoTests
}

function countPlaywright(file, lane) {
  if (!fs.existsSync(file)) return totals.failed++
  const { stats, suites } = JSON.parse(fs.readFileSync(file, "utf8"))
  // The top suites are the spec files, whose title (the path) the line names already; below them, describe blocks.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      if (!spec.ok)
        failedTests.push(
          `${lane ?? ""} ${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`.trim() +
            why(spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error?.message),
        )
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
  }
  for (const file of suites ?? []) walk(file, [])
  totals.passed += stats.expected
  totals.failed += stats.unexpected + stats.flaky
  totals.skipped += stats.skipped
}

/**
 * Tests of what does not depend on the variant (the same code, only the other language's words):
 * they run in the first variant only, so that both variants fit CI's hour. Everything else runs in
 * both; a new test does too until it is named here. The variant's own rules (identifiers, partners,
 * carriers, prices, paths, translations) stay in both.
 */
const FIRST_VARIANT_ONLY = {
  integration: [
    "checkout-concurrency",
    "cart-concurrency",
    "input-fuzz",
    "account-login",
    "cdn-purge",
    "category-events",
    "catalog-read-model",
    "type-categories",
    "reviews",
    "meta-masters",
    "special-offers",
    "discount-sets",
    "promotion-codes",
    "delivery-timeslots",
    "item-extras",
    "storefront-config",
    "account-favorites",
    "openapi",
    "picking",
    "product-locations",
    "crates",
    "packing",
  ],
  e2e: [
    "admin-categories",
    "data-policy",
    "admin-cdn-purge",
    "admin-shop-account",
    "admin-order-view",
    "meta-master",
    "promotion-codes",
    "special-offers",
    "page-cache-privacy",
    "checkout-conflict",
    "cart-change-order",
    "item-extras",
    "delivery-timeslots",
    "purchase",
    "storefront-security",
    "card-payment",
    "warehouse-store-pickup",
  ],
}

/**
 * Variant-independent end-to-end tests given to the second variant instead, so that both lanes end
 * about together (the first runs the longer list above, the second also the crash and fail-over
 * tests). With one variant only (--variant) that variant runs them.
 */
const SECOND_VARIANT_ONLY_E2E = [
  "service",
  "favorites",
  "mini-cart",
  "product-reviews",
  "recommended-accessories",
  "admin-reviews",
  "warehouse-camera-scan",
  "warehouse-boxes",
  "invoices-credit-note",
  "withdrawal",
  "complaint",
]

/** End-to-end tests of what one variant alone has (Romania's e-Factura): the other variants' lanes ignore them. */
const VARIANT_SPECIFIC_E2E = { cz: [], ro: ["invoices-efactura"] }
const otherVariantsE2e = (variant) => Object.entries(VARIANT_SPECIFIC_E2E).flatMap(([other, names]) => (other === variant ? [] : names))

/**
 * With TEST_SCALE_OUT_VARIANT (cz or ro) and TEST_SCALE_OUT_DATABASE_URL, TEST_SCALE_OUT_REDIS_URL, that
 * variant's shop runs as a scaled-out deployment does: on an outside PostgreSQL and on Redis (event bus,
 * workflow engine, locks, Medusa's cache, sessions, the page cache), while the other runs as `npm start`
 * does, embedded and in memory. .ci/run sets them when the machine has both services. The scale-out
 * variant also runs these first-variant-only tests, whose subject is what those services carry.
 */
const SCALE_OUT_VARIANT = process.env.TEST_SCALE_OUT_VARIANT
const SHARED_SERVICES = {
  integration: ["checkout-concurrency", "cart-concurrency", "account-login", "cdn-purge", "category-events", "catalog-read-model", "special-offers"],
  e2e: ["page-cache-privacy"],
}
const firstVariantOnly = (kind, variant) => FIRST_VARIANT_ONLY[kind].filter((name) => variant !== SCALE_OUT_VARIANT || !SHARED_SERVICES[kind].includes(name))

// The test shop's regions offer Medusa's instant test payment, which tests use through the API (never a shopper's shop).
process.env.OFFER_TEST_PAYMENT = "true"

const bin = (name) => path.join(ROOT, "node_modules/.bin", name)
fs.rmSync(REPORTS, { recursive: true, force: true })
fs.mkdirSync(REPORTS, { recursive: true })

let failedSteps = 0
const stacks = new Set()
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    log(`${signal}: stopping the test runners and the test shops…`)
    for (const child of running) child.kill("SIGTERM")
    await Promise.all([...stacks].map((stack) => stack.stop()))
    process.exit(130)
  })
}
/**
 * Each step says how long it took, and the run ends with a table of them: CI has a budget of 30
 * minutes on machines of uneven speed. With CI_STEPS_FILE the rows are also appended there, for
 * .ci/run's table of the whole run. Steps of two lanes overlap: the table names the lane.
 */
const steps = []
const record = (name, started, ok) => {
  const seconds = Math.round((Date.now() - started) / 1000)
  steps.push({ name, seconds, ok })
  if (process.env.CI_STEPS_FILE) fs.appendFileSync(process.env.CI_STEPS_FILE, `${name}\t${seconds}\t${ok ? "passed" : "FAILED"}\n`)
  return seconds
}
const step = async (name, fn, lane) => {
  const say = logger(lane)
  const title = lane ? `${lane}: ${name}` : name
  say(`── ${name}`)
  const started = Date.now()
  const code = await fn()
  const seconds = record(title, started, code === 0)
  if (code !== 0) {
    failedSteps++
    say(`✗ ${name} failed (exit ${code}, ${seconds} s)`)
  } else say(`✓ ${name} (${seconds} s)`)
}

const staticChecks = !integrationOnly && !only.length

/** ESLint, the unit tests and, with the builds done, the type check and the JavaScript budget: no shop needed. */
async function checksWithoutShop(lane) {
  if (staticChecks) await step("lint (ESLint)", () => exec(bin("eslint"), ["--max-warnings=0", "."], { lane }), lane)
  // One layout for the code (.prettierrc.json); `npm run format` writes it.
  if (staticChecks) await step("format (Prettier)", () => exec(bin("prettier"), ["--check", "--log-level=warn", "."], { lane }), lane)
  if (!skipUnit) {
    for (const ws of ["packages/domain", "packages/contracts", "admin-extensions", "storefront", "backend"]) {
      const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, ws, "package.json"), "utf8"))
      if (!pkg.scripts?.["test:unit"]) continue
      const report = path.join(REPORTS, `unit-${path.basename(ws)}.json`)
      await step(
        `unit tests: ${ws}`,
        () => exec(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], { cwd: path.join(ROOT, ws), lane }),
        lane,
      )
      countVitest(report, lane)
    }
  }
  // Type declarations of the shared packages come from their builds, so the type check follows the build.
  if (staticChecks) await step("type check", () => exec("npm", ["run", "typecheck", "--workspaces", "--if-present"], { lane }), lane)
  // Bundle size is deterministic, unlike speed: the product page's first-visit JavaScript has a budget.
  if (staticChecks) await step("JavaScript budget", () => exec(process.execPath, [path.join(ROOT, "storefront/scripts/bundle-budget.mjs")], { lane }), lane)
}

/**
 * A lane's ports: the first lane's are the test ports (TEST_*_PORT, or 9300, 8300, …), each later
 * lane's are moved up, so that both shops, their databases, mail catchers and stand-ins run at once.
 */
function lanePorts(index) {
  const port = (name, base, step) => Number(process.env[name] || base) + index * step
  return {
    backend: port("TEST_BACKEND_PORT", 9300, 10),
    storefront: port("TEST_STOREFRONT_PORT", 8300, 10),
    embeddedPg: port("TEST_EMBEDDED_PG_PORT", 54339, 10),
    mailSmtp: port("TEST_MAIL_CATCHER_SMTP_PORT", 1125, 1),
    mailHttp: port("TEST_MAIL_CATCHER_HTTP_PORT", 1180, 1),
    fakeFastly: port("TEST_FAKE_FASTLY_PORT", 1190, 5),
    fakeComgate: port("TEST_FAKE_COMGATE_PORT", 1191, 5),
    fakeIsic: port("TEST_FAKE_ISIC_PORT", 1192, 5),
    fakeHomeCredit: port("TEST_FAKE_HOME_CREDIT_PORT", 1193, 5),
    fakeTbi: port("TEST_FAKE_TBI_PORT", 1194, 5),
    fakeAnaf: port("TEST_FAKE_ANAF_PORT", 1203, 5),
    fakePacketa: port("TEST_FAKE_PACKETA_PORT", 1200, 5),
    fakeDpd: port("TEST_FAKE_DPD_PORT", 1201, 5),
    fakeSameday: port("TEST_FAKE_SAMEDAY_PORT", 1202, 5),
  }
}

/** A variant's shop, started afresh, with its integration and end-to-end tests (and in one variant the crash test). */
async function testVariant(variant, ports) {
  const lane = variant
  const say = logger(lane)
  const scaledOut = variant === SCALE_OUT_VARIANT
  const databaseUrl = scaledOut ? process.env.TEST_SCALE_OUT_DATABASE_URL : process.env.DATABASE_URL
  // Test ports and data stay apart from a shop started with npm start, and from the other lane's.
  const dataDir = path.join(DATA_DIR, `test-${variant}`)
  const config = {
    ...resolveConfig({
      ...process.env,
      ...(scaledOut ? { REDIS_URL: process.env.TEST_SCALE_OUT_REDIS_URL } : {}),
      SHOP_VARIANT: variant,
      SHOP_DATA_DIR: dataDir,
      BACKEND_PORT: String(ports.backend),
      STOREFRONT_PORT: String(ports.storefront),
      EMBEDDED_PG_PORT: String(ports.embeddedPg),
      EMBEDDED_PG_DIR: path.join(dataDir, "postgres"),
      DATABASE_URL: databaseUrl ? withDatabase(databaseUrl, `electroshop_test_${variant}`) : "",
    }),
    mailCatcherSmtpPort: ports.mailSmtp,
    mailCatcherHttpPort: ports.mailHttp,
    fakeFastlyPort: ports.fakeFastly,
    fakeComgatePort: ports.fakeComgate,
    fakeIsicPort: ports.fakeIsic,
    fakeHomeCreditPort: ports.fakeHomeCredit,
    fakeTbiPort: ports.fakeTbi,
    fakeAnafPort: ports.fakeAnaf,
    fakePacketaPort: ports.fakePacketa,
    fakeDpdPort: ports.fakeDpd,
    fakeSamedayPort: ports.fakeSameday,
  }
  if (config.redisUrl) config.redisUrl = await emptyTestRedis(config.redisUrl, say)
  say(`── starting the ${variant} shop for tests (backend :${config.backendPort}, storefront :${config.storefrontPort}${config.redisUrl ? ", Redis" : ""})`)
  let stack
  const startStarted = Date.now()
  const startStep = `${lane}: start the ${variant} shop (fresh database, seed)`
  try {
    stack = await startStack(config, {
      quiet: true,
      freshDatabase: true,
      log: say,
      onChildExit: (name, code, signal, output) => say(`✗ the ${name} died during the tests (${signal ?? `exit code ${code}`}):\n${output}`),
    })
    stacks.add(stack)
    record(startStep, startStarted, true)
  } catch (error) {
    record(startStep, startStarted, false)
    say(`✗ the ${variant} shop did not start: ${error.message}`)
    failedSteps++
    totals.failed++
    return
  }
  const env = {
    ...process.env,
    SHOP_VARIANT: variant,
    SHOP_DATA_DIR: dataDir,
    BACKEND_URL: config.backendUrl,
    STOREFRONT_URL: config.storefrontUrl,
    DATABASE_URL: stack.databaseUrl,
    ...(config.redisUrl ? { REDIS_URL: config.redisUrl } : {}),
    ADMIN_EMAIL: config.adminEmail,
    ADMIN_PASSWORD: config.adminPassword,
    ...(stack.mailCatcherUrl ? { MAIL_CATCHER_URL: stack.mailCatcherUrl } : {}),
    ...(stack.fakeFastlyUrl ? { FAKE_FASTLY_URL: stack.fakeFastlyUrl } : {}),
    ...(stack.fakeComgateUrl ? { FAKE_COMGATE_URL: stack.fakeComgateUrl } : {}),
    ...(stack.fakePacketaUrl ? { FAKE_PACKETA_URL: stack.fakePacketaUrl } : {}),
    ...(stack.fakeDpdUrl ? { FAKE_DPD_URL: stack.fakeDpdUrl } : {}),
    ...(stack.fakeSamedayUrl ? { FAKE_SAMEDAY_URL: stack.fakeSamedayUrl } : {}),
    ...(stack.fakeIsicUrl ? { FAKE_ISIC_URL: stack.fakeIsicUrl } : {}),
    ...(stack.fakeHomeCreditUrl ? { FAKE_HOME_CREDIT_URL: stack.fakeHomeCreditUrl } : {}),
    ...(stack.fakeTbiUrl ? { FAKE_TBI_URL: stack.fakeTbiUrl } : {}),
    ...(stack.fakeAnafUrl ? { FAKE_ANAF_URL: stack.fakeAnafUrl } : {}),
  }
  const firstVariant = variant === variants[0]
  const laterVariantExcludes = firstVariant
    ? []
    : firstVariantOnly("integration", variant).flatMap((name) => ["--exclude", `integration-tests/http/**/${name}*.test.ts`])
  try {
    const report = path.join(REPORTS, `integration-${variant}.json`)
    await step(
      `backend integration tests (${variant})`,
      () =>
        exec(
          bin("vitest"),
          [
            "run",
            "--config",
            "integration-tests/vitest.config.ts",
            ...only,
            ...laterVariantExcludes,
            ...(only.length ? ["--passWithNoTests"] : []),
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${report}`,
          ],
          {
            cwd: path.join(ROOT, "backend"),
            env,
            lane,
          },
        ),
      lane,
    )
    countVitest(report, lane)
    if (!integrationOnly) {
      const e2eReport = path.join(REPORTS, `e2e-${variant}.json`)
      await step(
        `end-to-end tests in Chromium (${variant})`,
        () =>
          exec(
            bin("playwright"),
            ["test", "--config", "e2e/playwright.config.ts", ...only, ...(only.length ? ["--pass-with-no-tests"] : []), "--reporter=list,json"],
            {
              env: {
                ...env,
                PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
                E2E_OUTPUT_DIR: path.join(dataDir, "test-results"),
                E2E_IGNORE: [
                  ...(firstVariant ? (variants.length > 1 ? SECOND_VARIANT_ONLY_E2E : []) : firstVariantOnly("e2e", variant)),
                  ...otherVariantsE2e(variant),
                ].join(","),
              },
              lane,
            },
          ),
        lane,
      )
      countPlaywright(e2eReport, lane)
    }
  } finally {
    await stack.stop()
    stacks.delete(stack)
  }
  // Once per run: the order and stock consistency it checks is the same code in both variants, and each
  // run costs a minute or two of CI's budget. In the scaled-out variant when it runs, where the dead
  // backend's locks stay in Redis (the lease provider must free them), else in the first.
  const crashVariant = variants.includes(SCALE_OUT_VARIANT) ? SCALE_OUT_VARIANT : variants[0]
  if (!integrationOnly && variant === crashVariant) {
    // kill -9 of a backend of its own during checkouts; after the shop stopped, so that nothing else completes carts.
    const report = path.join(REPORTS, `crash-${variant}.json`)
    const crashPort = Number(process.env.TEST_CRASH_BACKEND_PORT || config.backendPort + 5)
    const pg = config.databaseUrl ? {} : { CRASH_PG_DIR: config.embeddedPgDir, CRASH_PG_PORT: String(config.embeddedPgPort) }
    fs.rmSync(path.join(dataDir, "crash-backend.log"), { force: true })
    await step(
      `checkout crash test (${variant})`,
      () =>
        exec(
          bin("vitest"),
          [
            "run",
            "--config",
            "integration-tests/crash/vitest.config.ts",
            ...only,
            ...(only.length ? ["--passWithNoTests"] : []),
            "--reporter=default",
            "--reporter=json",
            `--outputFile.json=${report}`,
          ],
          {
            cwd: path.join(ROOT, "backend"),
            env: { ...env, ...pg, BACKEND_URL: `http://localhost:${crashPort}` },
            lane,
          },
        ),
      lane,
    )
    countVitest(report, lane)
  }
}

/** The launcher itself (npm start) and the secrets rule, on the ports of a lane whose shop has stopped. */
async function testLauncher(ports, lane) {
  if (integrationOnly || (only.length && !only.some((o) => "launcher.test.mjs secrets.test.ts".includes(o)))) return
  const report = path.join(REPORTS, "launcher.json")
  const pgDir = path.join(DATA_DIR, "test-launcher-postgres")
  fs.rmSync(pgDir, { recursive: true, force: true })
  await step(
    "launcher and secrets tests",
    () =>
      exec(bin("vitest"), ["run", "--config", "scripts/tests/vitest.config.mjs", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], {
        env: {
          ...process.env,
          TEST_BACKEND_PORT: String(ports.backend),
          TEST_STOREFRONT_PORT: String(ports.storefront),
          TEST_EMBEDDED_PG_PORT: String(ports.embeddedPg),
          TEST_MAIL_CATCHER_SMTP_PORT: String(ports.mailSmtp),
          TEST_MAIL_CATCHER_HTTP_PORT: String(ports.mailHttp),
          // A database directory of its own, empty: the first start seeds it, as on a fresh clone.
          LAUNCHER_PG_DIR: pgDir,
        },
        lane,
      }),
    lane,
  )
  countVitest(report, lane)
}

const buildStarted = Date.now()
await buildIfChanged(log)
record("build (unless unchanged)", buildStarted, true)

// The lanes, all at once: the last begins with the checks that need no shop, the first ends with the launcher's tests.
await Promise.all(
  variants.map(async (variant, index) => {
    const ports = lanePorts(index)
    if (index === variants.length - 1) await checksWithoutShop(variant)
    await testVariant(variant, ports)
    if (index === 0) await testLauncher(ports, variant)
  }),
)

/**
 * With REDIS_URL each shop of a test run gets Redis's database TEST_REDIS_DB (15 unless set), emptied
 * first, as it gets a fresh PostgreSQL database. Medusa's query cache, its event and workflow queues
 * and the page cache all hold the ids of the database they were filled from: an earlier run's cached
 * answers and queued events (its own database, since dropped) reached the next run's shop, whose
 * cached pages then never became hits (page-cache-freshness waited 15 s for one).
 */
async function emptyTestRedis(url, say) {
  const u = new URL(url)
  u.pathname = `/${process.env.TEST_REDIS_DB ?? 15}`
  const redis = new Redis(u.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    await redis.flushdb()
  } finally {
    redis.disconnect()
  }
  say(`Redis database ${u.pathname.slice(1)} emptied for this shop.`)
  return u.toString()
}

function withDatabase(url, name) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

console.log("")
const width = Math.max(...steps.map((s) => s.name.length), 4)
for (const { name, seconds, ok } of steps) log(`${name.padEnd(width)}  ${String(seconds).padStart(5)} s  ${ok ? "passed" : "FAILED"}`)
log(`${"all".padEnd(width)}  ${String(Math.round(process.uptime())).padStart(5)} s`)
log(failedSteps ? `${failedSteps} step(s) failed.` : "All steps passed.")
for (const name of failedTests) log(`failed: ${name}`)
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`)
process.exit(failedSteps || totals.failed ? 1 : 0)

import crypto from "node:crypto"
import path from "node:path"
import { ROOT } from "./config.mjs"
import { buildIfChanged, buildLibraries } from "./build.mjs"
import { ensureDatabase, recreateDatabase, startEmbeddedPostgres } from "./postgres.mjs"
import { createSupervisor, run, stopOrphans, waitForHttp } from "./processes.mjs"
import { loadSecrets } from "./secrets.mjs"
import { startMailCatcher } from "./mail-catcher.mjs"
import { startFakeFastly } from "./fake-fastly.mjs"
import { startFakeComgate } from "./fake-comgate.mjs"
import { startFakeHomeCredit } from "./fake-home-credit.mjs"
import { startFakeTbi } from "./fake-tbi.mjs"
import { startFakeAnaf } from "./fake-anaf.mjs"
import { startFakeIsic } from "./fake-isic.mjs"
import { startFakePacketa } from "./fake-packeta.mjs"
import { DPD_CREDENTIAL_ENV, startFakeDpd } from "./fake-dpd.mjs"
import { SAMEDAY_CREDENTIAL_ENV, startFakeSameday } from "./fake-sameday.mjs"

const BIN = (name) => path.join(ROOT, "node_modules/.bin", name)

/**
 * The backend's young generation, larger than Node's default 16 MB a half: a
 * request's garbage then dies young instead of filling the old space, whose
 * collections mark Medusa's ~220 MB heap over a few hundred ms and delay the
 * requests they overlap (seen with --trace-gc at 100,000 products; scavenges
 * during the same load 122 → 50). The Dockerfile's backend image sets the same.
 */
const BACKEND_NODE_OPTIONS = "--max-semi-space-size=32"

/** startStack for callers that may stop it while it is still starting (the launcher on Ctrl-C). */
export function createStack(config, options = {}) {
  let stop = async () => {}
  const started = startStack(config, { ...options, onStop: (fn) => (stop = fn) })
  return { started, stop: () => stop() }
}

/**
 * Brings up the whole shop: database, migrations, demo data, admin account,
 * backend (with the admin dashboard) and storefront. Returns a stop function
 * that shuts everything down within a few seconds, PostgreSQL last.
 * `onChildExit(name, code, signal, recentOutput)` hears of a server that ended
 * on its own.
 */
export async function startStack(config, { dev = false, quiet = false, freshDatabase = false, log = console.log, onChildExit, onStop = () => {} } = {}) {
  await stopOrphans(config.dataDir, log)
  const supervisor = createSupervisor({ dataDir: config.dataDir, onExit: onChildExit })
  const startChild = supervisor.start
  let mailCatcher = null
  let fakeFastly = null
  let fakeComgate = null
  let fakeHomeCredit = null
  let fakeTbi = null
  let fakeAnaf = null
  let fakeIsic = null
  let fakePacketa = null
  let fakeDpd = null
  let fakeSameday = null
  let stopping = null
  const stop = () =>
    (stopping ??= (async () => {
      // Within 5 s in all: Medusa's graceful shutdown waits for open connections,
      // 2 s is plenty for a request in flight; then PostgreSQL, 1.5 s per signal.
      await supervisor.stop(["storefront", "backend"], 2000)
      await Promise.all([
        mailCatcher?.stop(),
        fakeFastly?.stop(),
        fakeComgate?.stop(),
        fakeHomeCredit?.stop(),
        fakeTbi?.stop(),
        fakeAnaf?.stop(),
        fakeIsic?.stop(),
        fakePacketa?.stop(),
        fakeDpd?.stop(),
        fakeSameday?.stop(),
        supervisor.stop(["postgres"], 1500),
      ])
    })())
  onStop(stop)

  try {
    let databaseUrl = config.databaseUrl
    if (!databaseUrl) {
      const postgres = await startEmbeddedPostgres({ dataDir: config.embeddedPgDir, port: config.embeddedPgPort, supervisor, log })
      databaseUrl = `${postgres.url}/electroshop_${config.variant}`
      log(`Embedded PostgreSQL on port ${config.embeddedPgPort}, database electroshop_${config.variant}.`)
    }
    if (freshDatabase) await recreateDatabase(databaseUrl)
    else if (await ensureDatabase(databaseUrl)) log("Created an empty database.")

    if (dev) await buildLibraries(log)
    else await buildIfChanged(log)

    // Without SMTP_URL the shop's e-mails go to a local mail catcher (GET <mailCatcherUrl>/messages).
    let smtpUrl = process.env.SMTP_URL || null
    let mailCatcherUrl = null
    if (!smtpUrl) {
      const smtpPort = Number(config.mailCatcherSmtpPort || process.env.MAIL_CATCHER_SMTP_PORT || 1025)
      const httpPort = Number(config.mailCatcherHttpPort || process.env.MAIL_CATCHER_HTTP_PORT || 1080)
      try {
        mailCatcher = await startMailCatcher({ smtpPort, httpPort })
        ;({ smtpUrl, httpUrl: mailCatcherUrl } = mailCatcher)
      } catch (error) {
        if (error.code !== "EADDRINUSE") throw error
        // Another start (e.g. the other variant) already runs a catcher there: share it.
        smtpUrl = `smtp://127.0.0.1:${smtpPort}`
        mailCatcherUrl = `http://127.0.0.1:${httpPort}`
      }
      log(`E-mails go to the mail catcher: ${mailCatcherUrl}/messages`)
    }

    // Test runs only (config.fakeFastlyPort): the CDN purge talks to a local server speaking Fastly's purge API.
    let fastlyEnv = {}
    if (config.fakeFastlyPort) {
      fakeFastly = await startFakeFastly({ port: Number(config.fakeFastlyPort) })
      fastlyEnv = { FASTLY_API_URL: fakeFastly.url, FASTLY_API_TOKEN: fakeFastly.token, FASTLY_SERVICE_ID: fakeFastly.serviceId }
      log(`Fake Fastly purge API: ${fakeFastly.url}/__calls`)
    }

    // Without COMGATE_MERCHANT card payments go to a local server speaking Comgate's REST API, with
    // credentials made up for this start; its hosted page stands in for the card form (docs/api/payments.md "Card payments (Comgate)").
    let comgateEnv = {}
    if (!process.env.COMGATE_MERCHANT) {
      fakeComgate = await startFakeComgate({
        port: Number(config.fakeComgatePort || process.env.FAKE_COMGATE_PORT || 0),
        notifyUrl: `${config.backendUrl}/hooks/comgate`,
      })
      comgateEnv = {
        COMGATE_URL: fakeComgate.apiUrl,
        COMGATE_MERCHANT: fakeComgate.merchant,
        COMGATE_SECRET: fakeComgate.secret,
        COMGATE_TEST: "true",
      }
      log(`Card payments go to the fake Comgate gateway: ${fakeComgate.url}/__payments`)
    }

    // Without HOME_CREDIT_USERNAME installment applications go to a local server speaking Home Credit's
    // e-shop API, with credentials made up for this start; its hosted page stands in for the partner's
    // application (docs/api/installments.md).
    let homeCreditEnv = {}
    if (!process.env.HOME_CREDIT_USERNAME) {
      fakeHomeCredit = await startFakeHomeCredit({ port: Number(config.fakeHomeCreditPort || process.env.FAKE_HOME_CREDIT_PORT || 0) })
      homeCreditEnv = { HOME_CREDIT_URL: fakeHomeCredit.url, HOME_CREDIT_USERNAME: fakeHomeCredit.username, HOME_CREDIT_PASSWORD: fakeHomeCredit.password }
      log(`Installment applications go to the fake Home Credit API: ${fakeHomeCredit.url}/__applications`)
    }

    // Without TBI_STORE_ID installment applications in ro go to a local server speaking TBI Bank's e-commerce
    // API, with credentials and TBI's key made up for this start; it encrypts its callbacks with the public
    // half of the shop's TBI_PRIVATE_KEY (docs/api/installments.md).
    const secrets = loadSecrets(config.dataDir, process.env, log)
    let tbiEnv = {}
    if (!process.env.TBI_STORE_ID) {
      fakeTbi = await startFakeTbi({
        port: Number(config.fakeTbiPort || process.env.FAKE_TBI_PORT || 0),
        merchantPublicKey: crypto.createPublicKey(secrets.TBI_PRIVATE_KEY).export({ type: "spki", format: "pem" }).toString(),
      })
      tbiEnv = {
        TBI_URL: fakeTbi.url,
        TBI_STORE_ID: fakeTbi.storeId,
        TBI_USERNAME: fakeTbi.username,
        TBI_PASSWORD: fakeTbi.password,
        TBI_PUBLIC_KEY: fakeTbi.publicKey,
      }
      log(`Installment applications in ro go to the fake TBI API: ${fakeTbi.url}/__applications`)
    }

    // Without ANAF_CLIENT_ID the ro shop's e-Factura goes to a local server speaking ANAF's SPV (its OAuth and
    // FCTEL REST services), with credentials made up for this start, for the operator's CUI (OPERATOR_ID, else
    // the demo operator's); it checks each invoice against the UBL 2.1 XSD and CIUS-RO rules (docs/invoices.md).
    let anafEnv = {}
    if (config.variant === "ro" && !process.env.ANAF_CLIENT_ID) {
      fakeAnaf = await startFakeAnaf({
        port: Number(config.fakeAnafPort || process.env.FAKE_ANAF_PORT || 0),
        cif: String(process.env.OPERATOR_ID ?? "").replace(/\D/g, "") || "12345674",
      })
      // ANAF_API_URL (<url>/prod/FCTEL/rest), ANAF_OAUTH_URL (<url>/anaf-oauth2/v1), ANAF_CLIENT_ID, ANAF_CLIENT_SECRET, ANAF_REFRESH_TOKEN.
      anafEnv = fakeAnaf.env
      log(`e-Factura goes to the fake ANAF SPV (CIF ${fakeAnaf.cif}): ${fakeAnaf.url}/__uploads`)
    }

    // Without ISIC_VERIFY_URL ISIC cards are checked by a local stand-in knowing the demo cards (docs/api/promotions.md "ISIC discount").
    let isicEnv = {}
    if (!process.env.ISIC_VERIFY_URL) {
      fakeIsic = await startFakeIsic({ port: Number(config.fakeIsicPort || process.env.FAKE_ISIC_PORT || 0) })
      isicEnv = { ISIC_VERIFY_URL: fakeIsic.verifyUrl }
      log(`ISIC cards are checked by the fake verification endpoint: ${fakeIsic.verifyUrl}`)
    }

    // Without PACKETA_API_PASSWORD parcels go to a local server speaking Packeta's REST/XML API, with a
    // password made up for this start; it prints test labels (docs/warehouse.md "Parcels and labels").
    let packetaEnv = {}
    if (!process.env.PACKETA_API_PASSWORD) {
      fakePacketa = await startFakePacketa({ port: Number(config.fakePacketaPort || process.env.FAKE_PACKETA_PORT || 0) })
      packetaEnv = { PACKETA_API_URL: fakePacketa.apiUrl, PACKETA_API_PASSWORD: fakePacketa.apiPassword, PACKETA_ESHOP: "electroshop" }
      log(`Parcels go to the fake Packeta API: ${fakePacketa.url}/__packets`)
    }
    // Likewise the couriers (DPD in cz, Sameday in ro, each also with its pickup points), without their credentials.
    let courierEnv = {}
    if (!process.env[DPD_CREDENTIAL_ENV]) {
      fakeDpd = await startFakeDpd({ port: Number(config.fakeDpdPort || process.env.FAKE_DPD_PORT || 0) })
      courierEnv = { ...courierEnv, ...fakeDpd.env }
      log(`DPD parcels go to the fake DPD API: ${fakeDpd.url}/__shipments`)
    }
    if (!process.env[SAMEDAY_CREDENTIAL_ENV]) {
      fakeSameday = await startFakeSameday({ port: Number(config.fakeSamedayPort || process.env.FAKE_SAMEDAY_PORT || 0) })
      courierEnv = { ...courierEnv, ...fakeSameday.env }
      log(`Sameday parcels go to the fake Sameday API: ${fakeSameday.url}/__awbs`)
    }

    const env = {
      ...process.env,
      ...secrets,
      ...fastlyEnv,
      ...comgateEnv,
      ...homeCreditEnv,
      ...tbiEnv,
      ...anafEnv,
      ...isicEnv,
      ...packetaEnv,
      ...courierEnv,
      NODE_ENV: dev ? "development" : "production",
      DATABASE_URL: databaseUrl,
      SHOP_VARIANT: config.variant,
      BACKEND_PORT: String(config.backendPort),
      STOREFRONT_PORT: String(config.storefrontPort),
      ADMIN_EMAIL: config.adminEmail,
      ADMIN_PASSWORD: config.adminPassword,
      MEDUSA_DISABLE_TELEMETRY: "true",
      // Medusa logs every request at level "http"; one level up keeps the start-up summary readable.
      LOG_LEVEL: process.env.LOG_LEVEL || (process.env.LOG_REQUESTS === "1" ? "http" : "info"),
      ...(config.redisUrl ? { REDIS_URL: config.redisUrl } : {}),
      SMTP_URL: smtpUrl,
    }
    const backendDir = dev ? path.join(ROOT, "backend") : path.join(ROOT, "backend/.medusa/server")

    log("Applying database migrations…")
    await run(BIN("medusa"), ["db:migrate"], { cwd: backendDir, env, label: "medusa db:migrate" })
    log("Checking demo data and the admin account…")
    const bootstrap = dev ? "./src/scripts/bootstrap.ts" : "./src/scripts/bootstrap.js"
    const out = await run(BIN("medusa"), ["exec", bootstrap], { cwd: backendDir, env: { ...env, SHOP_BOOTSTRAP: "1" }, label: "medusa exec bootstrap" })
    if (/seeded/i.test(out)) log("Demo data seeded.")

    const backend = startChild("backend", BIN("medusa"), [dev ? "develop" : "start"], {
      cwd: backendDir,
      // The storefront on this host calls the backend for shoppers and forwards their address.
      env: {
        ...env,
        PORT: String(config.backendPort),
        TRUSTED_PROXIES: process.env.TRUSTED_PROXIES || "127.0.0.1,::1",
        NODE_OPTIONS: [process.env.NODE_OPTIONS, BACKEND_NODE_OPTIONS].filter(Boolean).join(" "),
      },
      quiet,
    })
    await waitForHttp(`${config.backendUrl}/health`, { child: backend })

    const storefrontEnv = { ...env, PORT: String(config.storefrontPort), BACKEND_URL: config.backendUrl }
    const storefront = dev
      ? startChild("storefront", BIN("remix"), ["vite:dev", "--port", String(config.storefrontPort), "--strictPort"], {
          cwd: path.join(ROOT, "storefront"),
          env: storefrontEnv,
          quiet,
        })
      : startChild("storefront", process.execPath, ["server.mjs"], {
          cwd: path.join(ROOT, "storefront"),
          env: storefrontEnv,
          quiet,
        })
    await waitForHttp(config.storefrontUrl, { child: storefront })
    return {
      stop,
      databaseUrl,
      mailCatcherUrl,
      fakeFastlyUrl: fakeFastly?.url ?? null,
      fakeComgateUrl: fakeComgate?.url ?? null,
      fakeHomeCreditUrl: fakeHomeCredit?.url ?? null,
      fakeTbiUrl: fakeTbi?.url ?? null,
      fakeAnafUrl: fakeAnaf?.url ?? null,
      fakeIsicUrl: fakeIsic?.url ?? null,
      fakePacketaUrl: fakePacketa?.url ?? null,
      fakeDpdUrl: fakeDpd?.url ?? null,
      fakeSamedayUrl: fakeSameday?.url ?? null,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

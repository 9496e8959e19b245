import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { requireSecrets } from "./src/lib/secrets"
import { keepSessionsInPostgres } from "./src/lib/session-store"
import { dashboardViteConfig } from "./admin-dashboard"
import { comgateOptionsFromEnv } from "./src/modules/comgate/client"
import { homeCreditOptionsFromEnv } from "./src/modules/home-credit/client"
import { tbiOptionsFromEnv } from "./src/modules/tbi/client"
import { anafOptionsFromEnv } from "./src/modules/invoice/providers/anaf-efactura"
import { shopBankAccounts } from "./src/lib/payment/shop-bank-account"
import { packetaOptionsFromEnv } from "./src/modules/carrier/providers/packeta"
import { dpdOptionsFromEnv } from "./src/modules/carrier/providers/dpd"
import { samedayOptionsFromEnv } from "./src/modules/carrier/providers/sameday"
import { PRODUCT_SEARCH_ORDER } from "./src/search/_product-fields"

loadEnv(process.env.NODE_ENV || "development", process.cwd())
// Server and worker processes load this file: both refuse forgeable secrets in production.
requireSecrets()

const redisUrl = process.env.REDIS_URL
const backendPort = process.env.BACKEND_PORT || process.env.PORT || "9000"
const storefrontUrl = process.env.STOREFRONT_URL || `http://localhost:${process.env.STOREFRONT_PORT || "8000"}`
const adminUrl = `http://localhost:${backendPort}`

// The launcher's bootstrap (src/scripts/bootstrap.ts, run by `medusa exec`, which loads no subscriber) seeds
// and builds what subscribers would derive itself. Its events stay in its process, as they do without Redis:
// in Redis they queued about 4,000 seed jobs that the started servers then worked through for minutes,
// invalidating cached pages all along and holding back every event behind them.
const bootstrapping = process.env.SHOP_BOOTSTRAP === "1"

// With REDIS_URL the backend can be split into server and worker processes, so
// events, workflows, locks and cache must live in Redis rather than in memory.
const infrastructureModules = redisUrl
  ? [
      ...(bootstrapping ? [] : [{ resolve: "@medusajs/medusa/event-bus-redis", options: { redisUrl } }]),
      { resolve: "@medusajs/medusa/workflow-engine-redis", options: { redis: { redisUrl } } },
      {
        resolve: "@medusajs/medusa/locking",
        options: {
          // Medusa's Redis locks as short leases: a server that dies holding one frees it within seconds.
          providers: [{ resolve: "./src/modules/locking-lease", id: "locking-lease", is_default: true, options: { redisUrl } }],
        },
      },
      {
        resolve: "@medusajs/medusa/caching",
        options: {
          providers: [{ resolve: "@medusajs/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } }],
        },
      },
    ]
  : [
      // One process without Redis: Medusa's Caching Module in that process's memory, so what Medusa caches per
      // request (the publishable key and its sales channels on every store call, regions, shipping options) is
      // not read again each time. Entries are cloned in and out: a caller changing its result must not change
      // the cache (the Redis provider copies by serialising).
      { resolve: "@medusajs/medusa/caching", options: { in_memory: { enable: true, useClones: true } } },
    ]

// Product search on Medusa's Search module: PostgreSQL by default (Medusa's provider with an index for the
// search order, src/modules/postgres-search), Meilisearch with MEILISEARCH_HOST (docs/search.md).
// PostgreSQL stays registered beside it, so switching lets `db:migrate` drop its old indexes.
const meilisearchHost = process.env.MEILISEARCH_HOST
const searchModule = {
  resolve: "@medusajs/medusa/search",
  options: {
    providers: [
      { resolve: "./src/modules/postgres-search", id: "postgres", options: { orders: { product: PRODUCT_SEARCH_ORDER } } },
      ...(meilisearchHost
        ? [{ resolve: "./src/modules/meilisearch-search", id: "meilisearch", options: { host: meilisearchHost, apiKey: process.env.MEILISEARCH_API_KEY } }]
        : []),
    ],
    default_provider: meilisearchHost ? "meilisearch" : "search-postgres",
  },
}

// Without Redis, admin sessions go to PostgreSQL instead of express-session's MemoryStore (see the module).
if (!redisUrl && process.env.DATABASE_URL) keepSessionsInPostgres(process.env.DATABASE_URL)

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: process.env.DATABASE_URL,
    redisUrl,
    // The demo shop runs on plain http://localhost; behind TLS set COOKIE_SECURE=true.
    cookieOptions: process.env.COOKIE_SECURE === "true" ? { secure: true, sameSite: "none" } : { secure: false, sameSite: "lax" },
    workerMode: (process.env.MEDUSA_WORKER_MODE as "shared" | "worker" | "server") || "shared",
    http: {
      storeCors: process.env.STORE_CORS || storefrontUrl,
      adminCors: process.env.ADMIN_CORS || adminUrl,
      authCors: process.env.AUTH_CORS || `${adminUrl},${storefrontUrl}`,
      jwtSecret: process.env.JWT_SECRET,
      cookieSecret: process.env.COOKIE_SECRET,
    },
  },
  admin: {
    disable: process.env.DISABLE_MEDUSA_ADMIN === "true",
    backendUrl: process.env.MEDUSA_BACKEND_URL || "/",
    // Offline country flags and named payment methods in the dashboard (admin-dashboard.ts).
    vite: dashboardViteConfig,
  },
  featureFlags: { caching: true },
  plugins: [{ resolve: "@electroshop/admin-extensions", options: {} }],
  modules: [
    ...infrastructureModules,
    searchModule,
    // Device trade-in (buy-out): catalogue, appraisal, sales; see docs/api/buyout.md.
    { resolve: "./src/modules/buyout" },
    // Order numbers without gaps: an order is numbered when its checkout has finished (docs/api/checkout.md "Order numbers").
    { resolve: "./src/modules/order-number" },
    // Invoices: tax documents numbered without gaps, issued when the goods leave; in ro reported to ANAF's e-Factura
    // (ANAF_*; npm start and npm test run a local fake of its API without them: docs/invoices.md "e-Factura").
    { resolve: "./src/modules/invoice", options: { efactura: anafOptionsFromEnv() } },
    // Staff roles: what each admin user may see and do (docs/staff.md).
    { resolve: "./src/modules/staff" },
    // Rate-limit counters of the store API's forms and logins, shared by every backend process (lib/http/rate-limit.ts).
    { resolve: "./src/modules/rate-limit" },
    // Shop fields of product categories (flags, SEO, boost); see docs/api/categories.md.
    { resolve: "./src/modules/type-category" },
    // Meta masters: products that are the same device in other qualities (docs/api/meta-masters.md).
    { resolve: "./src/modules/meta-master" },
    // The catalogue listing's read model, kept current by subscribers (docs/api/catalog.md "Catalogue listing read model").
    { resolve: "./src/modules/catalog-listing" },
    // Verified product reviews: only buyers review, staff approve (docs/api/reviews.md).
    { resolve: "./src/modules/review" },
    // Complaints under the legal guarantee, with their deadline (docs/invoices.md "Complaints").
    { resolve: "./src/modules/complaint" },
    // Repairs: operations and part prices per device model, repair orders (docs/api/service.md).
    { resolve: "./src/modules/service" },
    // Installment scales (barems) of the partners and the plans they give a price (docs/api/installments.md).
    { resolve: "./src/modules/barem" },
    // Badges and gifts staff put on products for a time (docs/api/catalog.md "Special offers").
    { resolve: "./src/modules/special-offer" },
    // The warehouse: the picking queue and its statuses (docs/warehouse.md).
    { resolve: "./src/modules/warehouse" },
    // Parcels and their carriers' APIs (PACKETA_*, DPD_*, SAMEDAY_*; npm start and npm test run a local
    // fake of each carrier's API without its credentials: docs/warehouse.md "Parcels and labels").
    {
      resolve: "./src/modules/carrier",
      options: { packeta: packetaOptionsFromEnv(), dpd: dpdOptionsFromEnv(), sameday: samedayOptionsFromEnv() },
    },
    // Warranty extensions and insurances staff offer per device type, chosen per cart line (docs/api/item-extras.md).
    { resolve: "./src/modules/item-extra" },
    // Carriers' pickup points imported from their branch feeds (docs/api/checkout.md "Pickup points").
    { resolve: "./src/modules/pickup-point" },
    // Courier delivery windows staff offer (docs/api/checkout.md "Courier delivery timeslots").
    { resolve: "./src/modules/delivery-timeslot" },
    // Fastly purge; without FASTLY_API_TOKEN + FASTLY_SERVICE_ID it answers that no CDN is configured (docs/caching.md "CDN cache purge").
    {
      resolve: "./src/modules/cdn-purge",
      options: {
        apiUrl: process.env.FASTLY_API_URL || "https://api.fastly.com",
        apiToken: process.env.FASTLY_API_TOKEN,
        serviceId: process.env.FASTLY_SERVICE_ID,
        publicUrl: process.env.CDN_PUBLIC_URL || storefrontUrl,
      },
    },
    // E-mails go through Medusa's Notification module; subscribers render them (docs/email.md).
    {
      resolve: "@medusajs/medusa/notification",
      options: {
        providers: [
          {
            resolve: "./src/modules/smtp-notification",
            id: "smtp",
            options: { channels: ["email"], url: process.env.SMTP_URL, from: process.env.MAIL_FROM },
          },
          // Medusa's default provider of the admin's notification feed, kept beside ours.
          { resolve: "@medusajs/medusa/notification-local", id: "local", options: { channels: ["feed"] } },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/fulfillment",
      options: {
        providers: [
          // Medusa's default: store pickup and anything staff ship by hand at a fixed price.
          { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
          // Courier and pickup-point deliveries priced by the cart's weight and value (docs/api/checkout.md "Delivery prices by weight").
          { resolve: "./src/modules/weight-rates", id: "weight-rates" },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/payment",
      options: {
        providers: [
          {
            resolve: "./src/modules/bank-transfer",
            id: "bank-transfer",
            // demo accounts that pass their checksums (the Czech one's QR Platba is valid) without BANK_* variables
            options: shopBankAccounts(),
          },
          // Card, Google Pay, Apple Pay through Comgate (COMGATE_URL, COMGATE_MERCHANT, COMGATE_SECRET, COMGATE_TEST;
          // npm start and npm test run a local fake of its API without them: docs/api/payments.md "Card payments (Comgate)").
          { resolve: "./src/modules/comgate", id: "comgate", options: comgateOptionsFromEnv() },
          // Cash on delivery (dobírka / ramburs), with the carrier deliveries that take it (their `-cod` shipping options).
          { resolve: "./src/modules/cash-on-delivery", id: "cash-on-delivery" },
          // Installments with Home Credit (HOME_CREDIT_URL, HOME_CREDIT_USERNAME, HOME_CREDIT_PASSWORD;
          // npm start and npm test run a local fake of its API without them: docs/api/installments.md).
          { resolve: "./src/modules/home-credit", id: "home-credit", options: homeCreditOptionsFromEnv() },
          // Installments with TBI Bank, ro (TBI_URL, TBI_STORE_ID, TBI_USERNAME, TBI_PASSWORD, TBI_PUBLIC_KEY, TBI_PRIVATE_KEY;
          // npm start and npm test run a local fake of its API without TBI_STORE_ID: docs/api/installments.md).
          { resolve: "./src/modules/tbi", id: "tbi", options: tbiOptionsFromEnv() },
          // Leasing: the order awaits the lease contract, staff confirm it (contracts payment/leasing.ts).
          { resolve: "./src/modules/leasing", id: "leasing" },
        ],
      },
    },
  ],
})

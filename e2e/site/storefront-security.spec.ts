import fs from "node:fs"
import path from "node:path"
import { createHash, randomInt } from "node:crypto"
import { spawn } from "node:child_process"
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test"
import { ACCOUNT_PATHS, type AccountPaths } from "@electroshop/contracts/account"
import { BACKEND_URL, VARIANT, adminToken, messages, shop } from "../shop"
import { answerConditions, buyout, fillSellForm, selectPhone, t } from "../buyout-helpers"

const STOREFRONT = process.env.STOREFRONT_URL ?? "http://localhost:8000"
const ORIGIN = new URL(STOREFRONT).origin
const PRODUCT = "apple-iphone-16"
const centres = VARIANT === "cz" ? "/vykup/centra" : "/vanzare/centre"

type Expectation = "public" | "private" | "asset"
type Sample = { path: string; expect: Expectation; cookie?: string }

/**
 * Every route file of the storefront with the URLs that exercise it and the
 * cacheability the one rule (storefront/app/lib/surrogate.server.ts) gives
 * them. A new route file fails the coverage test until it is listed here.
 */
function routeSamples(ids: { saleId: string }): Record<string, Sample[]> {
  return {
    "_index.tsx": [
      { path: "/", expect: "public" },
      // The page cache renders the page without the visitor's cookies; the cart and last visited come from /api/shopper.
      { path: "/", expect: "public", cookie: "es_cart=anything" },
      { path: "/", expect: "public", cookie: "es_last_visited=anything" },
    ],
    "$.tsx": [
      { path: shop.phonesPath, expect: "public" },
      { path: `${shop.phonesPath}?email=jana%40example.com`, expect: "private" },
      { path: `${shop.phonesPath}?q=jana@example.com`, expect: "private" },
      { path: "/no-such-category", expect: "private" },
    ],
    // The visit is remembered by /api/shopper after the page, so the page itself is shared.
    "p.$handle.tsx": [
      { path: `/p/${PRODUCT}`, expect: "public" },
      { path: `/p/${PRODUCT}`, expect: "public", cookie: "es_last_visited=anything" },
    ],
    "info.$page.tsx": [{ path: "/info/contact", expect: "public" }],
    // Search results are shared like a category page; a query holding an e-mail is someone's own.
    "search.tsx": [
      { path: "/search?q=iphone", expect: "public" },
      { path: "/search?q=iphone", expect: "public", cookie: "es_cart=anything" },
      { path: "/search?q=jana@example.com", expect: "private" },
    ],
    // One module per buy-out page serves both variants' paths (ro declared in vite.config.ts); each deployment answers only its own.
    "vykup.$.tsx": [
      { path: "/vykup", expect: VARIANT === "cz" ? "public" : "private" },
      { path: "/vykup?url_code=abc123", expect: "private" },
      { path: "/vanzare", expect: VARIANT === "ro" ? "public" : "private" },
    ],
    "vykup.centra.tsx": [
      { path: "/vykup/centra", expect: VARIANT === "cz" ? "public" : "private" },
      { path: "/vanzare/centre", expect: VARIANT === "ro" ? "public" : "private" },
    ],
    "vykup.dekujeme.$id.tsx": [
      { path: `/vykup/dekujeme/${VARIANT === "cz" ? ids.saleId : "x"}`, expect: "private" },
      { path: `/vanzare/multumim/${VARIANT === "ro" ? ids.saleId : "x"}`, expect: "private" },
    ],
    "vykup.stav.tsx": [
      { path: "/vykup/stav?number=VK1&email=jana%40example.com", expect: "private" },
      { path: "/vanzare/stare?number=RV1&email=ioana%40example.com", expect: "private" },
    ],
    // A new price offer behind its e-mail's signed link: the seller's own.
    "vykup.nabidka.tsx": [
      { path: "/vykup/nabidka?id=x&token=y", expect: "private" },
      { path: "/vanzare/oferta?id=x&token=y", expect: "private" },
    ],
    "cart.tsx": [{ path: "/cart", expect: "private" }],
    "checkout.tsx": [{ path: "/checkout", expect: "private" }],
    "order.$id.tsx": [{ path: "/order/order_01NOSUCHORDER", expect: "private" }],
    "order.confirmed.$id.tsx": [{ path: "/order/confirmed/order_01NOSUCHORDER", expect: "private" }],
    "api.cart.tsx": [{ path: "/api/cart", expect: "private" }],
    // The heart's form posts here; a GET answers nothing shared either.
    "api.favorites.tsx": [{ path: "/api/favorites", expect: "private" }],
    "order.$id_.installments.tsx": [{ path: "/order/order_01NOSUCHORDER/installments", expect: "private" }],
    // The withdrawal form names the order's items and the shopper's withdrawals.
    "order.$id_.withdrawal.tsx": [{ path: "/order/order_01NOSUCHORDER/withdrawal", expect: "private" }],
    // The complaint form names the order's items and the shopper's complaints.
    "order.$id_.complaint.tsx": [{ path: "/order/order_01NOSUCHORDER/complaint", expect: "private" }],
    "api.shopper.tsx": [
      { path: "/api/shopper", expect: "private" },
      { path: `/api/shopper?visited=${PRODUCT}`, expect: "private" },
    ],
    // The service's price lists are the same for everyone; the status page and the search bridge are not kept.
    "servis.$.tsx": [
      { path: "/servis", expect: VARIANT === "cz" ? "public" : "private" },
      { path: "/servis?q=jana@example.com", expect: "private" },
    ],
    "servis.stav.tsx": [{ path: "/servis/stav?number=SV1", expect: "private" }],
    "servis.cenik.$.tsx": [{ path: VARIANT === "cz" ? "/servis/cenik" : "/service/preturi", expect: "public" }],
    // The installment calculator is the same for everyone who asks for the same amount.
    "splatky.tsx": [{ path: VARIANT === "cz" ? "/splatky?castka=20000" : "/rate?suma=4000", expect: "public" }],
    // The public discounts are read fresh on each visit (a change in the admin shows at once), so nothing keeps them.
    "slevy.tsx": [{ path: VARIANT === "cz" ? "/slevy" : "/reduceri", expect: "private" }],
    "order.$id_.payment.tsx": [{ path: "/order/order_01NOSUCHORDER/payment", expect: "private" }],
    // An invoice names its shopper; the 200 answer's headers are checked in the packing e2e's download too.
    "order.$id_.invoice.$invoiceId.tsx": [{ path: "/order/order_01NOSUCHORDER/invoice/inv_01NOSUCHINVOICE", expect: "private" }],
    "api.service.search.tsx": [{ path: "/api/service/search?term=iphone", expect: "private" }],
    "api.search.tsx": [{ path: "/api/search?q=iphone", expect: "private" }],
    // The checkout's live courier check: asked per postcode, never shared.
    "api.courier-check.tsx": [{ path: `/api/courier-check?postal_code=${VARIANT === "cz" ? "79001" : "827010"}`, expect: "private" }],
    "public.$.tsx": [{ path: "/public/no-such-image.png", expect: "asset" }],
    // The account's pages, signed out (a login form, a redirect) or not: a shopper's own, never shared.
    ...Object.fromEntries(
      ACCOUNT_ROUTE_FILES.map(([file, key]) => [
        file,
        [
          { path: ACCOUNT_PATHS.cz[key], expect: "private" as const },
          { path: ACCOUNT_PATHS.ro[key], expect: "private" as const },
        ],
      ]),
    ),
  }
}

const ACCOUNT_ROUTE_FILES: [string, keyof AccountPaths][] = [
  ["ucet._index.tsx", "account"],
  ["ucet.prihlaseni.tsx", "login"],
  ["ucet.registrace.tsx", "register"],
  ["ucet.odhlaseni.tsx", "logout"],
  ["ucet.zapomenute-heslo.tsx", "forgotPassword"],
  ["ucet.nove-heslo.tsx", "resetPassword"],
  ["ucet.overeni.tsx", "verify"],
  ["ucet.zmena-hesla.tsx", "password"],
  ["ucet.osobni-udaje.tsx", "profile"],
  ["ucet.adresy.tsx", "addresses"],
  ["ucet.objednavky.tsx", "orders"],
  ["ucet.hodnoceni.tsx", "reviews"],
  ["ucet.oblibene.tsx", "favorites"],
]

function expectCacheability(res: APIResponse, sample: Sample) {
  const headers = res.headers()
  const where = `${sample.path}${sample.cookie ? ` (Cookie: ${sample.cookie})` : ""} → ${res.status()}`
  if (sample.expect === "public") {
    expect(res.status(), where).toBeLessThan(400)
    expect(headers["surrogate-control"], where).toBe("max-age=300")
    expect(headers["surrogate-key"]?.split(" "), where).toContain("html")
    expect(headers["cache-control"] ?? "", where).not.toMatch(/private|no-store/)
    expect(headers["set-cookie"], where).toBeUndefined()
  } else if (sample.expect === "private") {
    expect(headers["cache-control"], where).toMatch(/private/)
    expect(headers["cache-control"], where).toMatch(/no-store/)
    expect(headers["surrogate-control"] ?? "no-store", where).toBe("no-store")
    expect(headers["surrogate-key"] ?? "", where).not.toMatch(/\bhtml\b/)
  } else {
    expect(headers["set-cookie"], where).toBeUndefined()
    expect(headers["surrogate-key"] ?? "", where).not.toMatch(/\bhtml\b/)
  }
}

/** Sells a phone through the page (JavaScript on): the thank-you page's id, a secret of the seller. */
async function sellAPhone(page: Page): Promise<string> {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() })
  await page.goto(buyout.prefix)
  await selectPhone(page)
  await answerConditions(page)
  await page.getByRole("button", { name: new RegExp(t("buyout.actions.sell").replace("{{price}}", ".*")) }).click()
  await fillSellForm(page, `e2e.security.${Date.now()}@example.com`)
  await page.getByTestId("buyout-sell-submit").click()
  await expect(page).toHaveURL(new RegExp(`${buyout.thanks}[^/]+$`))
  return page.url().split("/").pop()!
}

function randomAddress() {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
}

async function get(request: APIRequestContext, sample: Sample) {
  return request.get(sample.path, { headers: sample.cookie ? { cookie: sample.cookie } : {}, maxRedirects: 0 })
}

test("one cacheability rule covers every route file: shared pages public, anything personal private and no-store", async ({ page, playwright }) => {
  const saleId = await sellAPhone(page)
  const samples = routeSamples({ saleId })
  const files = fs.readdirSync(path.join(__dirname, "../../storefront/app/routes")).filter((f) => /\.(tsx?|jsx?)$/.test(f))
  expect(
    files.filter((f) => !(f in samples)),
    "route files without a cacheability check",
  ).toEqual([])
  expect(
    Object.keys(samples).filter((f) => !files.includes(f)),
    "cacheability checks of route files that are gone",
  ).toEqual([])

  // Client-side navigation fetches the same data as `<path>.data`: the same rule.
  samples["$.tsx"].push({ path: `${shop.phonesPath}.data`, expect: "public" })
  samples["vykup.dekujeme.$id.tsx"].push({ path: `${buyout.thanks}${saleId}.data`, expect: "private" })
  for (const [file, list] of Object.entries(samples)) {
    for (const sample of list) {
      await test.step(`${file} ${sample.path}`, async () => {
        // A fresh context each time: no cookies but the sample's (a product page sets one).
        const request = await playwright.request.newContext({ baseURL: STOREFRONT })
        expectCacheability(await get(request, sample), sample)
        await request.dispose()
      })
    }
  }
})

test("URLs with letters outside Latin-1 answer within a second, and so does a category named with them", async ({ request }) => {
  const urls = [
    "/ne%C5%AFco",
    "/p/telefon%C5%AF",
    "/accesorii-%C8%99",
    `${buyout.prefix}/telefon%C5%AF`,
    "/info/%C5%AF",
    "/%E2%82%AC%F0%9F%98%80",
    "/p/%C5%AF%ZZ",
  ]
  for (const url of urls) {
    const started = Date.now()
    const res = await request.get(url, { timeout: 1_000, maxRedirects: 0 })
    expect(Date.now() - started, url).toBeLessThan(1_000)
    expect([200, 301, 302, 400, 404], `${url} → ${res.status()}`).toContain(res.status())
  }

  // A category whose handle keeps a Czech letter sits in every page's menu.
  const token = await adminToken()
  const handle = `prislusenstvi-${Date.now()}-ů`
  const created = await fetch(`${BACKEND_URL}/admin/product-categories`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ name: "Příslušenství ů", handle, is_active: true, is_internal: false }),
  })
  const { product_category: category } = await created.json()
  const categoryPath = `/${encodeURIComponent(category.handle)}`
  try {
    // A category change drops every cached page (the menu is on each).
    await expect.poll(async () => (await request.get(categoryPath)).status(), { timeout: 15_000 }).toBe(200)
    for (const url of ["/", categoryPath]) {
      // These pages render the catalogue (over a second on the shared test machine): what matters is that they answer.
      const res = await request.get(url, { timeout: 5_000 })
      expect(res.status(), url).toBe(200)
      expect(res.headers()["surrogate-key"], url).toMatch(/^html( [\x21-\x7e]+)?$/)
    }
    expect((await request.get(categoryPath)).headers()["surrogate-key"]).toBe(`html category-${encodeURIComponent(category.handle)}`)
    // The purge is sent by the backend's catalogue subscriber a moment after the change (after the listing's refresh).
    await expect.poll(async () => (await request.get("/")).text(), { timeout: 5_000 }).toContain(category.name)
  } finally {
    await fetch(`${BACKEND_URL}/admin/product-categories/${category.id}`, { method: "DELETE", headers: { authorization: `Bearer ${token}` } })
  }
})

test("state-changing requests from another site are refused; the shop's own forms work with and without JavaScript", async ({ request, browser }) => {
  const crossSite = [
    { origin: "https://evil.example", "content-type": "text/plain" },
    { "sec-fetch-site": "cross-site", "content-type": "text/plain" },
    { origin: "null", "content-type": "text/plain" },
    { "content-type": "text/plain" },
  ] as Record<string, string>[]
  for (const headers of crossSite) {
    const res = await request.post(buyout.prefix, { headers, data: "intent=send-to-email&e_mail=victim%40example.com" })
    expect(res.status(), JSON.stringify(headers)).toBe(403)
    expect(await res.text()).toBe(messages.errors.crossSite)
  }
  const form = await request.post("/cart", { headers: { origin: "https://evil.example" }, form: { intent: "remove", line_id: "x" } })
  expect(form.status()).toBe(403)
  // Same origin passes the check: the buy-out page's action answers its form with the page (or the e-mail limit's 429).
  for (const headers of [{ origin: ORIGIN }, { "sec-fetch-site": "same-origin" }] as Record<string, string>[]) {
    const own = await request.post(buyout.prefix, { headers, form: { intent: "send-to-email", e_mail: "" } })
    expect(own.status(), JSON.stringify(headers)).not.toBe(403)
    expect(own.status(), JSON.stringify(headers)).toBeLessThan(500)
  }

  // Without JavaScript the product page's form posts to the route action.
  const noJs = await browser.newContext({ javaScriptEnabled: false })
  const page = await noJs.newPage()
  await page.goto(`/p/${PRODUCT}`)
  await page.getByTestId("add-to-cart").click()
  await expect(page).toHaveURL(/\/cart$/)
  // The header's count is the shopper's own data, loaded by script after the shared page; the cart page lists the line.
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await noJs.close()
})

/** The CSP hash sources of the scripts a page runs inline (JSON data blocks do not run). */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\ssrc=|type="application\/(ld\+)?json"/.test(attributes),
  )
  return [...new Set(scripts.map(([, , text]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`))].sort()
}

test("every storefront answer carries the security headers and the pages run under the CSP without violations", async ({ page, request }) => {
  // Pages of the page cache's kinds (docs/caching.md "Page cache") are the same bytes for everyone: their CSP lists the
  // hashes of exactly the inline scripts the page runs, and no nonce is in the page. The rest get a nonce per answer.
  const cachedKinds = ["/", `/p/${PRODUCT}`, "/no-such-category"]
  for (const url of [...cachedKinds, "/api/cart", "/favicon.svg"]) {
    const res = await request.get(url)
    const headers = res.headers()
    expect(headers["content-security-policy"], url).toMatch(/frame-ancestors 'none'/)
    if (cachedKinds.includes(url)) {
      const html = await res.text()
      const csp = /script-src 'self'((?: 'sha256-[A-Za-z0-9+/=]+')*);/.exec(headers["content-security-policy"])
      expect(csp, url).not.toBeNull()
      expect(csp![1].trim().split(" ").sort(), url).toEqual(inlineScriptHashes(html))
      expect(inlineScriptHashes(html).length, url).toBeGreaterThan(0)
      expect(html, url).not.toContain("nonce=")
    } else {
      expect(headers["content-security-policy"], url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+';/)
    }
    expect(headers["x-frame-options"], url).toBe("DENY")
    expect(headers["x-content-type-options"], url).toBe("nosniff")
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin")
    expect(headers["x-powered-by"], url).toBeUndefined()
  }
  // A fresh nonce per answer.
  const [a, b] = [(await request.get("/cart")).headers()["content-security-policy"], (await request.get("/cart")).headers()["content-security-policy"]]
  expect(a).toMatch(/'nonce-/)
  expect(a).not.toBe(b)
  // Hashed bundles are cached for a year.
  const html = await (await request.get("/")).text()
  const asset = /\/assets\/[^"]+\.js/.exec(html)![0]
  expect((await request.get(asset)).headers()["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/)

  const violations: string[] = []
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`))
  })
  await page.setExtraHTTPHeaders({ "x-forwarded-for": randomAddress() })
  await page.goto("/")
  await page.getByRole("link", { name: shop.phonesMenu }).first().click()
  await expect(page).toHaveURL(new RegExp(`${shop.phonesPath}$`))
  await page.goto(`/p/${PRODUCT}`)
  // Hydrated React handles the click (the mini cart counts without a reload).
  await page.getByTestId("add-to-cart").click()
  await page.getByTestId("cart-count").filter({ hasText: /[1-9]/ }).waitFor()
  await page.goto("/cart")
  await page.goto(buyout.prefix)
  await selectPhone(page)
  await answerConditions(page)
  await expect(page.getByTestId("buyout-price")).toHaveText(/\d/)
  await page.goto(centres)
  expect(violations).toEqual([])
})

test("the admin and the backend API cannot be framed and do not advertise Express", async () => {
  for (const url of [`${BACKEND_URL}/app`, `${BACKEND_URL}/app/login`, `${BACKEND_URL}/store/regions`, `${BACKEND_URL}/health`]) {
    const res = await fetch(url)
    expect(res.headers.get("x-frame-options"), url).toBe("DENY")
    expect(res.headers.get("content-security-policy"), url).toMatch(/frame-ancestors 'none'/)
    expect(res.headers.get("x-content-type-options"), url).toBe("nosniff")
    expect(res.headers.get("referrer-policy"), url).toBe("strict-origin-when-cross-origin")
    expect(res.headers.get("x-powered-by"), url).toBeNull()
  }
})

test("the cart cookie is signed, HttpOnly and SameSite=Lax; a tampered cookie is a new cart, not an error", async ({ page, playwright }) => {
  await page.goto(`/p/${PRODUCT}`)
  await page.getByTestId("add-to-cart").click()
  await page.getByTestId("cart-count").filter({ hasText: /[1-9]/ }).waitFor()
  const cookie = (await page.context().cookies()).find((c) => c.name === "es_cart")!
  expect(cookie.httpOnly).toBe(true)
  expect(cookie.sameSite).toBe("Lax")
  // Remix's signed format: base64 value, a dot, the HMAC.
  const [value, signature] = decodeURIComponent(cookie.value).split(".")
  expect(signature, "the cookie carries a signature").toMatch(/^[A-Za-z0-9+/=]{20,}$/)
  const cartId = JSON.parse(Buffer.from(value, "base64").toString("utf8"))
  expect(cartId).toMatch(/^cart_/)

  const request = await playwright.request.newContext({ baseURL: STOREFRONT })
  const count = async (raw: string) => {
    const res = await request.get("/api/cart", { headers: { cookie: `es_cart=${raw}` } })
    expect(res.status()).toBe(200)
    return (await res.json()) as { id: string | null; count: number }
  }
  expect((await count(cookie.value)).id).toBe(cartId)
  // The cart id alone (an unsigned cookie), the value with someone else's signature, garbage: no cart, no error.
  const unsigned = encodeURIComponent(Buffer.from(JSON.stringify(cartId)).toString("base64"))
  const flipped = encodeURIComponent(`${value}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`)
  for (const forged of [unsigned, flipped, "%%%garbage"]) {
    const answer = await count(forged)
    expect(answer.id, forged).toBeNull()
    expect(answer.count).toBe(0)
  }
  const cartPage = await request.get("/cart", { headers: { cookie: `es_cart=${unsigned}` } })
  expect(cartPage.status()).toBe(200)
  await request.dispose()
})

test("a rate-limited buy-out form passes the backend's Retry-After on and says when to try again", async ({ page, request }) => {
  // The storefront counts shoppers by their socket address (it trusts no X-Forwarded-For without
  // TRUSTED_PROXIES), so the browser and the API calls below must both come from 127.0.0.1, not one
  // of them from ::1 as "localhost" may resolve.
  const base = `http://127.0.0.1:${new URL(STOREFRONT).port}`
  await page.goto(`${base}${buyout.prefix}`)
  await selectPhone(page)
  await answerConditions(page)
  // The page form's fields as a plain post (no JavaScript) sends them to the page's own action.
  const form = page.locator("form.buyout-form")
  const answers = await form
    .locator('input[type="radio"]:checked')
    .evaluateAll((inputs) => inputs.map((i) => [(i as HTMLInputElement).name, (i as HTMLInputElement).value]))
  const fields = {
    intent: "send-to-email",
    device_identifier: await form.locator('input[name="device_identifier"]').inputValue(),
    appraisal_version: await form.locator('input[name="appraisal_version"]').inputValue(),
    ...Object.fromEntries(answers),
  }
  const deviceUrl = new URL(page.url()).pathname
  const send = () => request.post(`${base}${deviceUrl}`, { headers: { origin: base }, form: { ...fields, e_mail: `e2e.limit.${Date.now()}@example.com` } })
  let answer = await send()
  for (let i = 0; i < 50 && answer.status() !== 429; i++) answer = await send()
  expect(answer.status(), "the backend's e-mail limit is reached").toBe(429)
  expect(answer.headers()["retry-after"]).toMatch(/^\d+$/)

  // With JavaScript: the form shows the translated message, the one the plain post's page carries.
  await page.getByRole("button", { name: t("buyout.actions.email") }).click()
  const emailForm = page.getByTestId("buyout-email-form")
  await emailForm.getByLabel(t("buyout.fields.email")).fill("e2e.limit.page@example.com")
  await emailForm.getByRole("button", { name: t("buyout.email.submit") }).click()
  const failed = page.getByTestId("buyout-email-failed")
  await expect(failed).toBeVisible()
  await expect(failed).not.toHaveText(t("buyout.email.failed"))
  expect(await answer.text()).toContain((await failed.textContent())!.trim().slice(0, 20))
})

/** A second storefront process with its own environment, on a free port; its output is collected. */
async function startStorefront(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: path.join(__dirname, "../../storefront"),
    env: { ...process.env, NODE_ENV: "production", PORT: "0", BACKEND_URL, SHOP_VARIANT: VARIANT, LOG_REQUESTS: "", STOREFRONT_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  await expect.poll(() => /listening on (http:\/\/\S+)/.exec(output)?.[1], { timeout: 30_000 }).toBeTruthy()
  const exited = new Promise((resolve) => child.once("close", resolve))
  return {
    url: /listening on (http:\/\/\S+)/.exec(output)![1],
    output: () => output,
    /** Resolves once the process is gone and its output read to the end. */
    stop: () => {
      child.kill("SIGTERM")
      return exited
    },
  }
}

test("request logs are off by default and, with LOG_REQUESTS=1, hold no query string", async () => {
  const statusUrl = `${buyout.status}?number=${buyout.numberPrefix}123&email=jana.secret%40example.com`
  for (const logRequests of ["", "1"]) {
    const server = await startStorefront({ LOG_REQUESTS: logRequests })
    try {
      const res = await fetch(`${server.url}${statusUrl}`)
      expect(res.status).toBeLessThan(500)
      // The line is written once the whole streamed page has gone out, after the status arrived.
      await res.text()
      if (logRequests) await expect.poll(server.output).toMatch(new RegExp(`GET ${buyout.status} \\d{3} `))
    } finally {
      // Stopped and read to its end, the output holds every line the request could have caused.
      await server.stop()
    }
    if (!logRequests) expect(server.output()).not.toMatch(/GET /)
    expect(server.output()).not.toContain("jana.secret")
  }
})

test("behind https the cart cookie is Secure", async () => {
  const server = await startStorefront({ STOREFRONT_URL: "https://shop.example" })
  try {
    const { publishable_key } = await (await fetch(`${BACKEND_URL}/public/storefront-config`)).json()
    const { products } = await (
      await fetch(`${BACKEND_URL}/store/products?handle=${PRODUCT}&fields=id,*variants`, { headers: { "x-publishable-api-key": publishable_key } })
    ).json()
    const res = await fetch(`${server.url}/api/cart`, {
      method: "POST",
      headers: { origin: "https://shop.example" },
      body: new URLSearchParams({ variant_id: products[0].variants[0].id, quantity: "1" }),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.get("set-cookie") ?? ""
    expect(cookie).toMatch(/^es_cart=[^;]+\./)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
  } finally {
    server.stop()
  }
})

import fs from "node:fs"
import path from "node:path"
import { expect, type Browser, type Locator, type Page } from "@playwright/test"

export const VARIANT = (process.env.SHOP_VARIANT ?? "cz") as "cz" | "ro"
export const BACKEND_URL = process.env.BACKEND_URL ?? "http://localhost:9000"
/** The variant's language, as the catalogues name it. */
export const LANG = VARIANT === "cz" ? "cs" : "ro"

/** A JSON file of the repository (a message catalogue), by its path from the root. */
export const readRepoJson = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, "..", file), "utf8"))

/** The storefront's own message catalogue of the variant's language. */
export const messages = readRepoJson(`storefront/app/locales/${LANG}.json`)

/** The admin plugin's texts in the variant's language. */
export const adminTexts = readRepoJson(`admin-extensions/src/admin/i18n/json/${LANG}.json`)

/** A backend domain's answers in the variant's language (backend/src/lib/<domain>/messages.json). */
export const backendTexts = (domain: string) => readRepoJson(`backend/src/lib/${domain}/messages.json`)[LANG]

/** Variant-specific demo data as the seed creates it. */
export const shop =
  VARIANT === "cz"
    ? {
        phonesMenu: "Mobilní telefony",
        phonesPath: "/telefony",
        courier: "Kurýr na adresu",
        currency: /Kč/,
        customer: {
          email: "e2e.nakup@example.com",
          phone: "601 123 456",
          firstName: "Jana",
          lastName: "Nováková",
          street: "Vinohradská 12",
          city: "Praha",
          postcode: "120 00",
        },
      }
    : {
        phonesMenu: "Telefoane mobile",
        phonesPath: "/telefoane",
        courier: "Curier la adresă",
        currency: /lei/,
        customer: {
          email: "e2e.cumparare@example.com",
          phone: "0712 345 678",
          firstName: "Ioana",
          lastName: "Popescu",
          street: "Str. Lipscani 10",
          city: "București",
          postcode: "030031",
        },
      }

/** A token of the admin, or of another staff login (the demo staff share the admin's password: backend scripts/seed/staff.ts). */
export async function adminToken(
  email = process.env.ADMIN_EMAIL ?? "admin@electroshop.local",
  password = process.env.ADMIN_PASSWORD ?? "Admin123!",
): Promise<string> {
  const res = await fetch(`${BACKEND_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  })
  return (await res.json()).token
}

/**
 * Opens a product page and waits until the visit is recorded: the page is
 * shared (cached), the visit is remembered by the shopper request after it.
 */
export async function visitProduct(page: Page, handle: string) {
  const recorded = page.waitForResponse((res) => res.url().includes(`/api/shopper?visited=${encodeURIComponent(handle)}`) && res.ok())
  await page.goto(`/p/${handle}`)
  await recorded
}

export async function addProductToCart(page: Page, handle: string) {
  await visitProduct(page, handle)
  await page.getByTestId("add-to-cart").click()
  await page.getByTestId("cart-count").filter({ hasText: /[1-9]/ }).waitFor()
}

/** The checkout with one unit of the product `handle` in the cart. */
export async function checkoutWith(page: Page, handle: string) {
  await addProductToCart(page, handle)
  await page.goto("/checkout")
}

/**
 * A browser context without JavaScript whose cart holds one `handle`, on the page `then`: the product
 * page's add-to-cart form posts to its route action, as before a shopper's scripts load. The caller
 * closes `page.context()`.
 */
export async function noScriptCartPage(browser: Browser, handle: string, then: "/checkout" | "/cart" = "/checkout"): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/p/${handle}`)
  await page.getByTestId("add-to-cart").click()
  await page.goto(then)
  return page
}

/** Fills the checkout form as the shop's demo customer: courier, bank transfer (unless `bankTransfer` is false: the caller picks), consent; the caller submits. */
export async function fillCheckoutForm(page: Page, { bankTransfer = true } = {}) {
  const c = shop.customer
  await page.getByRole("textbox", { name: messages.checkout.email, exact: true }).fill(c.email)
  await page.getByRole("textbox", { name: messages.checkout.phone, exact: true }).fill(c.phone)
  const billing = page.getByRole("region", { name: messages.checkout.billingAddress })
  await billing.getByRole("textbox", { name: messages.checkout.firstName, exact: true }).fill(c.firstName)
  await billing.getByRole("textbox", { name: messages.checkout.lastName, exact: true }).fill(c.lastName)
  await billing.getByRole("textbox", { name: messages.checkout.street, exact: true }).fill(c.street)
  await billing.getByRole("textbox", { name: messages.checkout.city, exact: true }).fill(c.city)
  await billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true }).fill(c.postcode)
  await page.getByTestId("shipping-option").filter({ hasText: shop.courier }).click()
  if (bankTransfer) await page.getByTestId("payment-option").filter({ hasText: messages.payment.providers.bankTransfer }).click()
  await page.getByTestId("consent").check()
}

/** Checkout with the given gateway method; the caller is on the gateway's page afterwards (or the shop's payment page on an error). */
export async function placeOrderPayingBy(page: Page, method: "card" | "google_pay" | "apple_pay") {
  await checkoutWith(page, "xiaomi-redmi-buds-6")
  await fillCheckoutForm(page)
  await page
    .getByTestId("payment-option")
    .filter({ has: page.locator(`input[value$=":${method}"]`) })
    .click()
  await page.getByTestId("checkout-submit").click()
}

/**
 * Signs staff in for this page's browser context as the dashboard's login form does (a token, then a
 * session cookie; the form itself is tested in admin-language.spec.ts), without loading the dashboard
 * for the form: the caller opens the screen it needs. With `language` the dashboard shows that one
 * (i18next reads the `lng` cookie first). With `email` (and `password`) another staff member signs in.
 */
export async function loginToAdmin(page: Page, { language, email, password }: { language?: string; email?: string; password?: string } = {}) {
  const session = await page.request.post(`${BACKEND_URL}/auth/session`, { headers: { authorization: `Bearer ${await adminToken(email, password)}` } })
  if (!session.ok()) throw new Error(`no admin session: ${session.status()} ${await session.text()}`)
  if (language) await page.context().addCookies([{ name: "lng", value: language, domain: new URL(BACKEND_URL).hostname, path: "/" }])
}

/** The order number shown on the confirmation page `page` is on, digits only. */
export async function confirmedOrderNumber(page: Page): Promise<string> {
  return (await page.getByTestId("order-number").innerText()).replace(/\D/g, "")
}

/** From an order's confirmation page: the same order in the admin, signed in as staff, and its widget `testId` once shown. */
export async function orderWidgetInAdmin(page: Page, testId: string): Promise<Locator> {
  const orderNumber = await confirmedOrderNumber(page)
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders`)
  await page.getByText(`#${orderNumber}`, { exact: true }).first().click()
  const widget = page.getByTestId(testId)
  await expect(widget).toBeVisible({ timeout: 20_000 })
  return widget
}

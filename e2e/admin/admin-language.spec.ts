import { expect, test } from "@playwright/test"
import { admin } from "../../backend/integration-tests/helpers/api"
import { BACKEND_URL, VARIANT, LANG, readRepoJson } from "../shop"

/** A new staff account of the deployment sees the admin in the shop's language until they choose another. */
const dashboard = readRepoJson(`node_modules/@medusajs/dashboard/src/i18n/translations/${LANG}.json`)
const english = readRepoJson("node_modules/@medusajs/dashboard/src/i18n/translations/en.json")
const plugin = readRepoJson(`admin-extensions/src/admin/i18n/json/${LANG}.json`)

/** Invites a staff member and accepts the invite, as a new colleague does. */
async function newStaffAccount() {
  const email = `staff.${VARIANT}.${Date.now()}@example.com`
  const password = "Staff123!"
  const invite = await admin("/admin/invites", { method: "POST", json: { email } })
  expect(invite.status, JSON.stringify(invite.body)).toBe(200)
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${BACKEND_URL}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  const registered = await post("/auth/user/emailpass/register", { email, password })
  expect(registered.status).toBe(200)
  const { token } = await registered.json()
  const accepted = await post(`/admin/invites/accept?token=${invite.body.invite.token}`, { first_name: "Nový", last_name: "Kolega" }, token)
  expect(accepted.status, await accepted.clone().text()).toBe(200)
  return { email, password }
}

test(`a new staff account sees the admin in the shop's language (${LANG})`, async ({ page }) => {
  const staff = await newStaffAccount()
  await page.goto(`${BACKEND_URL}/app/login`)
  await expect(page.getByText(dashboard.login.title)).toBeVisible()
  await page.locator('input[name="email"]').fill(staff.email)
  await page.locator('input[name="password"]').fill(staff.password)
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname.startsWith("/app") && !url.pathname.startsWith("/app/login"))

  const nav = page.getByRole("navigation").first()
  await expect(nav.getByRole("link", { name: dashboard.orders.domain, exact: true }).first()).toBeVisible()
  // The plugin's own screens too (its Romanian and Czech catalogues).
  await expect(page.getByRole("link", { name: plugin.cdnPurge.menu, exact: true })).toBeVisible()
  await expect(page.getByText(english.login.title)).toHaveCount(0)
})

test("a language staff chose is kept", async ({ browser }) => {
  // i18next stores a chosen language in the `lng` cookie and in localStorage; either one counts.
  const byCookie = await browser.newContext()
  await byCookie.addCookies([{ name: "lng", value: "en", domain: new URL(BACKEND_URL).hostname, path: "/" }])
  const byStorage = await browser.newContext()
  await byStorage.addInitScript(() => window.localStorage.setItem("lng", "en"))
  for (const context of [byCookie, byStorage]) {
    const page = await context.newPage()
    await page.goto(`${BACKEND_URL}/app/login`)
    // Give the shop-language lookup time to (wrongly) switch.
    await page.waitForLoadState("networkidle")
    await expect(page.getByText(english.login.title)).toBeVisible()
    await expect(page.getByText(dashboard.login.title)).toHaveCount(0)
    await context.close()
  }
})

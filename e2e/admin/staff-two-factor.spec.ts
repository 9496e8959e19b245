import { expect, test, type Page } from "@playwright/test"
import { admin } from "../../backend/integration-tests/helpers/api"
import { acceptInvite, freshTotpPeriod, totpCode } from "../../backend/integration-tests/helpers/staff"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"

/**
 * Two-factor sign-in in the admin (issue 34): a staff member sets it up on Settings → Two-factor
 * sign-in with an authenticator app, keeps the recovery codes, and from then on the dashboard's login
 * form lets them in only with the app's code typed into the field under it.
 */
const texts = adminTexts.twoFactor
const shopTexts = backendTexts("shop")

async function signInOnLoginPage(page: Page, email: string, password: string, code?: string) {
  await page.goto(`${BACKEND_URL}/app/login`)
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(password)
  if (!code) return page.locator('button[type="submit"]').click()
  // Enter in the code signs in, as in Medusa's own fields.
  await page.locator("#staff-otp").fill(code)
  await page.locator("#staff-otp").press("Enter")
}

test("a staff member turns on two-factor sign-in; the login form then lets them in only with the app's code", async ({ browser }) => {
  const email = `tomas-${Date.now()}@electroshop.local`
  const { body } = await admin("/admin/invites", { method: "POST", json: { email } })
  const { password } = await acceptInvite(email, body.invite.token)

  const page = await browser.newPage()
  await loginToAdmin(page, { language: LANG, email, password })
  await page.goto(`${BACKEND_URL}/app/settings/two-factor`)
  await expect(page.getByTestId("two-factor-status")).toHaveAttribute("data-state", "off")
  await page.getByTestId("two-factor-setup").click()
  await expect(page.getByTestId("two-factor-qr")).toBeVisible()
  await expectAccessible(page, "admin: two-factor set-up", { include: ["main"] })
  const secret = (await page.getByTestId("two-factor-secret").getAttribute("data-secret"))!
  await freshTotpPeriod()
  await page.getByLabel(texts.setup.code, { exact: true }).fill(totpCode(secret, -1))
  await page.getByTestId("two-factor-enable-submit").click()
  await expect(page.getByTestId("two-factor-recovery-codes").getByRole("listitem")).toHaveCount(10)
  await expectAccessible(page, "admin: two-factor recovery codes", { include: ["main"] })
  await page.getByTestId("two-factor-recovery-codes-done").click()
  await expect(page.getByTestId("two-factor-status")).toHaveAttribute("data-state", "on")
  await page.close()

  // Signing in again on the dashboard's own form: without the code, refused with the shop's words.
  const context = await browser.newContext()
  await context.addCookies([{ name: "lng", value: LANG, domain: new URL(BACKEND_URL).hostname, path: "/" }])
  const login = await context.newPage()
  await signInOnLoginPage(login, email, password)
  await expect(login.getByText(shopTexts.staff_two_factor_code_required)).toBeVisible()
  await expect(login).toHaveURL(/\/app\/login/)
  // The field is ours; the rest of the page is Medusa's.
  await expectAccessible(login, "admin: the login page's two-factor field", { include: ["#staff-otp"] })

  await signInOnLoginPage(login, email, password, totpCode(secret))
  await login.waitForURL((url) => url.pathname.startsWith("/app") && !url.pathname.startsWith("/app/login"))
  await login.goto(`${BACKEND_URL}/app/settings/two-factor`)
  await expect(login.getByTestId("two-factor-status")).toHaveAttribute("data-state", "on")
  await context.close()
})

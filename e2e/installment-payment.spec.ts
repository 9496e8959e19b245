import fs from "node:fs"
import path from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, VARIANT, addProductToCart, fillCheckoutForm, loginToAdmin, messages } from "./shop"

/**
 * Buying on installments with Home Credit against the fake partner the test
 * shop runs (scripts/lib/fake-home-credit.mjs): its hosted page stands in for
 * the partner's application, its control endpoint for a failing partner.
 * Home Credit is a Czech partner (the Romanian shop has TBI Bank barems and no
 * installment payment provider yet), so these run in the cz variant only.
 */
const czTest: typeof test = VARIANT === "cz" ? test : ((() => undefined) as unknown as typeof test)

if (VARIANT === "ro") {
  test("the Romanian checkout offers no installment payment (TBI Bank is not modelled yet)", async ({ page }) => {
    await addProductToCart(page, "samsung-galaxy-a56")
    await page.goto("/checkout")
    await fillCheckoutForm(page)
    await expect(page.getByTestId("payment-option").first()).toBeVisible()
    await expect(page.locator('input[value^="pp_home-credit_home-credit"]')).toHaveCount(0)
  })
}

const PARTNER = process.env.FAKE_HOME_CREDIT_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_HOME_CREDIT_PORT || 1193}`
const plugin = JSON.parse(fs.readFileSync(path.join(__dirname, "../admin-extensions/src/admin/i18n/json/cs.json"), "utf8"))

/** Checkout on installments with the first Home Credit barem offered for the cart. */
async function checkoutOnInstallments(page: Page) {
  await addProductToCart(page, "samsung-galaxy-a56")
  await page.goto("/checkout")
  await fillCheckoutForm(page)
  const choice = page.getByTestId("payment-option").filter({ has: page.locator('input[value^="pp_home-credit_home-credit:"]') })
  await expect(choice.first()).toContainText("Home Credit")
  await choice.first().click()
  await page.getByTestId("checkout-submit").click()
}

czTest("buys on installments: the application at the partner, approved, then staff set Sent in the admin", async ({ page }) => {
  await checkoutOnInstallments(page)
  await expect(page).toHaveURL(new RegExp(`^${PARTNER}/gateway/application`), { timeout: 45_000 })
  await expect(page.getByTestId("partner-arrange").first()).toHaveText("online")
  await page.getByTestId("partner-approve").click()

  await expect(page).toHaveURL(/\/order\/[^/]+\/installments$/)
  await expect(page.getByTestId("installments-approved")).toHaveText(messages.installment.payment.approved)
  const orderId = new URL(page.url()).pathname.split("/")[2]

  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  const widget = page.getByTestId("electroshop-installment-payment")
  await expect(widget.getByTestId("installment-state")).toHaveText(plugin.installment_payment.states.approved)
  await widget.getByTestId("installment-set-sent").click()
  await expect(widget.getByTestId("installment-state")).toHaveText(plugin.installment_payment.states.sent)
  await expect(widget.getByTestId("installment-set-sent")).toHaveCount(0)

  // The partner was told the goods were sent: the loan is finalised.
  const applications = (await (await fetch(`${PARTNER}/__applications`)).json()) as any[]
  const sent = applications.filter((a) => a.stateReason === "READY_SHIPPED")
  expect(sent.length).toBeGreaterThan(0)
})

czTest("shows 'calculating of installments failed' when the partner cannot create the application, and the shopper applies again", async ({ page }) => {
  expect((await fetch(`${PARTNER}/__fail`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"status":503}' })).ok).toBe(true)
  await checkoutOnInstallments(page)
  await expect(page).toHaveURL(/\/order\/[^/]+\/installments\?error=send$/, { timeout: 45_000 })
  await expect(page.getByTestId("installments-failed")).toHaveText(messages.installment.failed)
  await expect(page.getByTestId("installments-failed")).toContainText("Výpočet splátek se nezdařil")

  await page.getByTestId("installments-apply").click()
  await expect(page).toHaveURL(new RegExp(`^${PARTNER}/gateway/application`))
  await page.getByTestId("partner-reject").click()
  await expect(page.getByTestId("installments-rejected")).toHaveText(messages.installment.payment.rejected)
  await expect(page.getByTestId("installments-apply")).toBeVisible()
})

import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, VARIANT, checkoutWith, fillCheckoutForm, loginToAdmin, messages, adminTexts } from "../shop"

/**
 * Buying on installments with each country's partner against the fake the
 * test shop runs: Home Credit in cz (scripts/lib/fake-home-credit.mjs), TBI
 * Bank in ro (scripts/lib/fake-tbi.mjs). The fake's hosted page stands in for
 * the partner's application, its control endpoint for a failing partner.
 */
const PARTNER =
  VARIANT === "cz"
    ? (process.env.FAKE_HOME_CREDIT_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_HOME_CREDIT_PORT || 1193}`)
    : (process.env.FAKE_TBI_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_TBI_PORT || 1194}`)
const PROVIDER = VARIANT === "cz" ? "pp_home-credit_home-credit" : "pp_tbi_tbi"
const PARTNER_NAME = VARIANT === "cz" ? "Home Credit" : "TBI Bank"
/** The partner's application page. */
const PARTNER_PAGE = new RegExp(`^${PARTNER}/${VARIANT === "cz" ? "gateway" : "b2cportal"}/application`)
const plugin = adminTexts

/** Checkout on installments with the first barem of the country's partner offered for the cart. */
async function checkoutOnInstallments(page: Page) {
  await checkoutWith(page, "samsung-galaxy-a56")
  await fillCheckoutForm(page)
  await expect(page.locator(`input[value^="${VARIANT === "cz" ? "pp_tbi_tbi" : "pp_home-credit_home-credit"}"]`)).toHaveCount(0)
  const choice = page.getByTestId("payment-option").filter({ has: page.locator(`input[value^="${PROVIDER}:"]`) })
  await expect(choice.first()).toContainText(PARTNER_NAME)
  await choice.first().click()
  await page.getByTestId("checkout-submit").click()
}

test("buys on installments: the application at the partner, approved, then staff set Sent in the admin", async ({ page }) => {
  await checkoutOnInstallments(page)
  await expect(page).toHaveURL(PARTNER_PAGE, { timeout: 45_000 })
  const applicationId = await page.getByTestId("partner-order").textContent()
  if (VARIANT === "cz") await expect(page.getByTestId("partner-arrange").first()).toHaveText("online")
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
  const application = applications.find((a) => (VARIANT === "cz" ? a.order.number : a.order_id) === applicationId)
  if (VARIANT === "cz") expect(application.stateReason).toBe("READY_SHIPPED")
  else expect(application.deliveredAt).toBeTruthy()
})

test("shows 'calculating of installments failed' when the partner cannot create the application, and the shopper applies again", async ({ page }) => {
  expect((await fetch(`${PARTNER}/__fail`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"status":503}' })).ok).toBe(true)
  await checkoutOnInstallments(page)
  await expect(page).toHaveURL(/\/order\/[^/]+\/installments\?error=send$/, { timeout: 45_000 })
  await expect(page.getByTestId("installments-failed")).toHaveText(messages.installment.failed)
  await expect(page.getByTestId("installments-failed")).toContainText(VARIANT === "cz" ? "Výpočet splátek se nezdařil" : "Calculul ratelor a eșuat")

  await page.getByTestId("installments-apply").click()
  await expect(page).toHaveURL(PARTNER_PAGE)
  await page.getByTestId("partner-reject").click()
  await expect(page.getByTestId("installments-rejected")).toHaveText(messages.installment.payment.rejected)
  await expect(page.getByTestId("installments-apply")).toBeVisible()
})

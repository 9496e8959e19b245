import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, VARIANT, addProductToCart, fillCheckoutForm, loginToAdmin, messages, adminTexts } from "../shop"

/**
 * Leasing and the per-item payment choice, in both shops: the product page's
 * lease tab (server-rendered, no script), the cart's choice per line (a plain
 * form), the checkout's leasing payment, the backend's refusal of leasing
 * combined with a card at the payment field, the order awaiting the lease
 * contract until staff confirm it, and an item's installment arrange type on
 * the order.
 */
const PHONE = "samsung-galaxy-a16"
const plugin = adminTexts
// The backend's answer, in the shop language (backend/src/lib/checkout/messages.json).
const NOT_COMBINED = VARIANT === "cz" ? "Leasing nelze kombinovat s jinými způsoby platby." : "Leasingul nu poate fi combinat cu alte metode de plată."
/** The words of a translation before its first placeholder. */
const lead = (text: string) => text.split("{{")[0].trim()

/** Chooses, in the cart, the first option of the phone's line whose value starts with `kind:`, then saves the form. */
async function chooseLinePayment(page: Page, kind: "lease" | "installment", arrange?: "on-store" | "online") {
  await page.goto("/cart")
  const form = page.getByTestId("line-payment-form").first()
  const select = form.getByTestId("line-payment-select")
  const value = await select.locator(`option[value^="${kind}:"]`).first().getAttribute("value")
  expect(value).toBeTruthy()
  await select.selectOption(value!)
  if (arrange) await form.getByTestId(`line-arrange-${arrange}`).check()
  await form.getByTestId("line-payment-save").click()
  await expect(page.getByTestId("line-payment-chosen").first()).toContainText(
    lead(kind === "lease" ? messages.linePayment.chosenLease : messages.linePayment.chosenInstallment),
  )
}

const leasingOption = (page: Page) => page.getByTestId("payment-option").filter({ hasText: messages.payment.providers.leasing })

test("the product page shows the lease offers in a keyboard-operable tab without script, with the time-limited offer's last day", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`/p/${PHONE}`)
  const tab = page.getByTestId("lease-info")
  await expect(tab.locator("summary")).toContainText(lead(messages.lease.title))
  await expect(tab.getByTestId("lease-offer").first()).toBeHidden()
  await tab.locator("summary").focus()
  await page.keyboard.press("Enter")
  await expect(tab.getByTestId("lease-offer").first()).toBeVisible()
  expect(await tab.getByTestId("lease-offer").count()).toBeGreaterThan(1)
  await expect(tab.getByTestId("lease-until").first()).toContainText(lead(messages.lease.until))
  // The installment link stays beside it, and nothing scrolls sideways at phone width.
  await expect(page.getByRole("link", { name: lead(messages.installment.fromMonthly) })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await context.close()
})

test("leases a phone through the checkout; the order awaits the lease contract until staff confirm it in the admin", async ({ page }) => {
  await addProductToCart(page, PHONE)
  await chooseLinePayment(page, "lease")
  await expect(page.getByText(messages.linePayment.leaseRule)).toBeVisible()

  await page.goto("/checkout")
  await fillCheckoutForm(page)
  await leasingOption(page).click()
  await expect(page.getByTestId("summary-lines").getByTestId("line-payment-chosen")).toContainText(lead(messages.linePayment.chosenLease))
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible({ timeout: 45_000 })
  const orderId = new URL(page.url()).pathname.split("/").pop()!

  await page.goto(`/order/${orderId}`)
  await expect(page.getByTestId("lease-awaiting")).toHaveText(messages.order.leaseAwaiting)
  await expect(page.getByTestId("line-payment-chosen")).toContainText(lead(messages.linePayment.chosenLease))

  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  const widget = page.getByTestId("electroshop-line-payments")
  await expect(widget.getByTestId("line-payment")).toContainText(lead(plugin.line_payments.lease))
  await expect(widget.getByTestId("lease-contract-state")).toHaveText(plugin.lease_contract.states.awaiting_contract)
  await widget.getByTestId("lease-contract-confirm").click()
  await expect(widget.getByTestId("lease-contract-state")).toHaveText(plugin.lease_contract.states.signed)
  await expect(widget.getByTestId("lease-contract-confirm")).toHaveCount(0)
})

test("refuses leasing combined with a card payment at the payment field, keeping what was typed", async ({ page }) => {
  await addProductToCart(page, PHONE)
  await chooseLinePayment(page, "lease")
  await page.goto("/checkout")
  await fillCheckoutForm(page)
  await page
    .getByTestId("payment-option")
    .filter({ has: page.locator('input[value="pp_comgate_comgate:card"]') })
    .click()
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("error-payment_provider_id")).toHaveText(NOT_COMBINED, { timeout: 45_000 })
  await expect(page).toHaveURL(/\/checkout/)
  await expect(page.getByRole("textbox", { name: messages.checkout.email, exact: true })).not.toHaveValue("")
  await expect(
    page.getByRole("region", { name: messages.checkout.billingAddress }).getByRole("textbox", { name: messages.checkout.city, exact: true }),
  ).not.toHaveValue("")
})

test("an item chosen for installments in the cart without script is paid by installments only; its arrange type shows on the order", async ({
  page,
  browser,
  baseURL,
}) => {
  await addProductToCart(page, PHONE)
  // The cart's choice is a plain form: the same cart in a browser without JavaScript.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() })
  const noScript = await context.newPage()
  await chooseLinePayment(noScript, "installment", "on-store")
  await expect(noScript.getByTestId("line-payment-chosen")).toContainText(messages.linePayment.arrange["on-store"])
  await context.close()

  await page.goto("/checkout")
  await fillCheckoutForm(page, { bankTransfer: false })
  await expect(page.getByTestId("installments-only")).toHaveText(messages.payment.installmentsOnly)
  // No bank transfer, card or leasing: only the shop's installment partner's barems (Home Credit in cz, TBI Bank in ro).
  const partner = VARIANT === "cz" ? "pp_home-credit_home-credit:" : "pp_tbi_tbi:"
  const offered = await page
    .getByTestId("payment-option")
    .locator("input")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  expect(offered.length).toBeGreaterThan(0)
  expect(offered.every((value) => value.startsWith(partner))).toBe(true)
  await page.getByTestId("payment-option").first().click()
  await page.getByTestId("checkout-submit").click()
  await expect(page).toHaveURL(/\/(gateway|b2cportal)\/application/, { timeout: 45_000 })
  // Home Credit's application carries each item's arrange type; TBI's has no such field.
  if (VARIANT === "cz") await expect(page.getByTestId("partner-arrange").first()).toHaveText("on-store")
  await page.getByTestId("partner-approve").click()
  await expect(page).toHaveURL(/\/order\/[^/]+\/installments$/)
  const orderId = new URL(page.url()).pathname.split("/")[2]
  await page.goto(`/order/${orderId}`)
  const chosen = page.getByTestId("line-payment-chosen")
  await expect(chosen).toContainText(lead(messages.linePayment.chosenInstallment))
  await expect(chosen).toContainText(messages.linePayment.arrange["on-store"])

  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  await expect(page.getByTestId("electroshop-line-payments").getByTestId("line-payment")).toContainText(plugin.line_payments.arrange["on-store"])
})

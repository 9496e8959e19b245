import { expect, test, type Page } from "@playwright/test"
import { VARIANT, fillCheckoutForm, messages, noScriptCartPage, placeOrderPayingBy } from "../shop"

/**
 * Card payments through the gateway (Comgate), against the fake gateway the
 * test shop runs (scripts/lib/fake-comgate.mjs): its hosted page stands in for
 * the card form, its control endpoints for the bank's delays and failures.
 */
const GATEWAY = process.env.FAKE_COMGATE_URL ?? `http://127.0.0.1:${process.env.TEST_FAKE_COMGATE_PORT || 1191}`
const gateway = (path: string, json: unknown) =>
  fetch(`${GATEWAY}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(json) })

async function expectPaid(page: Page) {
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment/)
  await expect(page.getByTestId("payment-paid")).toHaveText(messages.payment.page.paid)
  await page.getByTestId("payment-order-link").click()
  await expect(page.getByTestId("payment-status")).toHaveText(messages.order.paymentStatuses.captured)
  await expect(page.getByTestId("card-pay")).toHaveCount(0)
}

test("a card payment at the gateway pays the order", async ({ page }) => {
  await placeOrderPayingBy(page, "card")
  await expect(page).toHaveURL(new RegExp(`^${GATEWAY}/client/instructions/index`), { timeout: 45_000 })
  await expect(page.getByTestId("gateway-method")).toHaveText("CARD_CZ_CSOB_2")
  await page.getByTestId("gateway-pay").click()
  await expectPaid(page)
})

test("a failed payment is retried: first the gateway cannot be reached, then the shopper cancels, then pays with Google Pay", async ({ page }) => {
  expect((await gateway("/__fail", { status: 503 })).ok).toBe(true)
  await placeOrderPayingBy(page, "card")
  // The order is placed; the payment page says what went wrong and offers every method again.
  await expect(page.getByTestId("payment-failed")).toHaveText(
    VARIANT === "cz" ? "Došlo k chybě při platbě, prosím opakujte akci." : "A apărut o eroare la plată, vă rugăm să repetați acțiunea.",
  )

  await page.getByTestId("pay-card").click()
  await page.getByTestId("gateway-cancel").click()
  await expect(page.getByTestId("payment-failed")).toHaveText(messages.payment.page.failed)

  await page.getByTestId("pay-google_pay").click()
  await expect(page.getByTestId("gateway-method")).toHaveText("GOOGLEPAY_REDIRECT")
  await page.getByTestId("gateway-pay").click()
  await expectPaid(page)
})

test("a pending payment becomes paid by the gateway's notification while the shopper waits on the payment page", async ({ page }) => {
  await placeOrderPayingBy(page, "apple_pay")
  const transId = (await page.getByTestId("gateway-trans-id").innerText()).trim()
  await page.getByTestId("gateway-later").click()
  await expect(page.getByTestId("payment-pending")).toHaveText(messages.payment.page.pending)

  // The bank confirms later: the gateway settles the payment and notifies the shop; the page refreshes by itself.
  expect((await gateway("/__settle", { transId, status: "PAID" })).ok).toBe(true)
  await expect(page.getByTestId("payment-paid")).toBeVisible({ timeout: 15_000 })
  await expectPaid(page)
})

test("an unpaid card order is paid later from its order page", async ({ page }) => {
  await placeOrderPayingBy(page, "card")
  await page.getByTestId("gateway-later").click()
  await expect(page.getByTestId("payment-pending")).toBeVisible()
  await page.getByTestId("payment-order-link").click()
  await expect(page.getByTestId("payment-status")).toHaveText(messages.order.paymentStatuses.awaiting)
  await page.getByTestId("card-pay").getByTestId("pay-card").click()
  await page.getByTestId("gateway-pay").click()
  await expectPaid(page)
})

test("a wallet the gateway refuses sends the shopper to pay by card", async ({ page }) => {
  expect((await gateway("/__unavailable", { method: "GOOGLEPAY_REDIRECT" })).ok).toBe(true)
  try {
    await placeOrderPayingBy(page, "google_pay")
    // The order is placed; the payment page says the wallet cannot be used and offers the card alone.
    await expect(page).toHaveURL(/\/order\/[^/]+\/payment\?error=wallet/)
    await expect(page.getByTestId("payment-failed")).toHaveText(messages.payment.page.walletUnavailable)
    await expect(page.getByTestId("pay-google_pay")).toHaveCount(0)
    await expect(page.getByTestId("pay-apple_pay")).toHaveCount(0)
    await page.getByTestId("pay-card").click()
    await expect(page.getByTestId("gateway-method")).toHaveText("CARD_CZ_CSOB_2")
    await page.getByTestId("gateway-pay").click()
    await expectPaid(page)
  } finally {
    await fetch(`${GATEWAY}/__unavailable`, { method: "DELETE" })
  }
})

test("without JavaScript the checkout's card payment goes to the gateway and pays the order", async ({ browser }) => {
  // The shop's CSP allows form posts to the gateway's origin only; before, the browser stopped the redirect and the shopper stayed on the checkout.
  const page = await noScriptCartPage(browser, "usb-c-cable-1m")
  await fillCheckoutForm(page)
  await page
    .getByTestId("payment-option")
    .filter({ has: page.locator('input[value$=":card"]') })
    .click()
  await page.getByTestId("checkout-submit").click()
  await expect(page).toHaveURL(new RegExp(`^${GATEWAY}/client/instructions/index`), { timeout: 45_000 })
  await expect(page.getByTestId("gateway-method")).toHaveText("CARD_CZ_CSOB_2")
  await page.getByTestId("gateway-pay").click()
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment/)
  await expect(page.getByTestId("payment-paid")).toHaveText(messages.payment.page.paid)
  await page.context().close()
})

import { expect, test, type Page } from "@playwright/test"
import { formatMoney } from "@electroshop/domain"
import { tradeInBonusAmount } from "@electroshop/contracts/promotion"
import { admin } from "../../backend/integration-tests/helpers/api"
import { findBonusPhone, sellPhone } from "../../backend/integration-tests/helpers/buyout"
import { productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { VARIANT, checkoutWith, fillCheckoutForm, messages, noScriptCartPage, backendTexts, LANG } from "../shop"

const t = messages.tradeIn
const CURRENCY = VARIANT === "cz" ? "CZK" : "RON"
const backendMessages = backendTexts("promotion")
const NEW_PHONE = "samsung-galaxy-a56"

/** A sale of an old phone whose model earns a bonus, and the bonus it gives on the new phone. */
async function soldPhone() {
  const phone = await findBonusPhone()
  const sale = await sellPhone(undefined, {}, phone)
  const salePrice = (await admin(`/admin/buyouts/${sale.id}`)).body.buyout.price as number
  const newPrice = (await productByHandle(NEW_PHONE)).variants[0].calculated_price.calculated_amount as number
  const percent = phone.appraisal.max_bonus_percent!
  return { sale, percent, amount: tradeInBonusAmount(salePrice, percent, newPrice) }
}

async function fillSale(page: Page, number: string, email: string) {
  const box = page.getByTestId("trade-in")
  await box.getByRole("textbox", { name: t.number }).fill(number)
  await box.getByRole("textbox", { name: t.email }).fill(email)
}

test("selling an old phone earns its bonus off the new one in the checkout; the order shows it", async ({ page }) => {
  const { sale, percent, amount } = await soldPhone()
  await checkoutWith(page, NEW_PHONE)
  await fillCheckoutForm(page)

  // Another seller's e-mail: the sale is not found, nothing else typed is lost.
  await fillSale(page, sale.number, "someone-else@example.com")
  await page.getByTestId("trade-in-apply").click()
  await expect(page.getByTestId("trade-in-error")).toHaveText(backendMessages.trade_in_not_found)
  await expect(page.getByRole("textbox", { name: messages.checkout.email, exact: true })).not.toHaveValue("")
  await expect(page.getByTestId("discount-total")).toHaveCount(0)

  // The seller's own e-mail, applied with Enter: the bonus comes off the phone.
  await fillSale(page, sale.number.toLowerCase(), sale.email)
  await page.getByTestId("trade-in").getByRole("textbox", { name: t.email }).press("Enter")
  const applied = page.getByTestId("trade-in-applied")
  await expect(applied).toContainText(sale.number)
  await expect(applied).toContainText(`${percent} %`)
  await expect(applied).toContainText(formatMoney(amount, CURRENCY, LANG))
  await expect(page.getByText(t.done)).toBeVisible()
  await expect(page.getByTestId("discount-total")).toBeVisible()

  await fillCheckoutForm(page)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("order-trade-in")).toContainText(sale.number)
  await expect(page.getByTestId("discount-total")).toBeVisible()
})

test("the trade-in bonus is applied and taken off without JavaScript", async ({ browser }) => {
  const { sale } = await soldPhone()
  const page = await noScriptCartPage(browser, NEW_PHONE)
  await fillSale(page, sale.number, sale.email)
  await page.getByTestId("trade-in-apply").click()
  await expect(page.getByTestId("trade-in-applied")).toContainText(sale.number)
  await page.getByTestId("trade-in-applied").getByRole("button").click()
  await expect(page.getByTestId("trade-in-applied")).toHaveCount(0)
  await expect(page.getByTestId("discount-total")).toHaveCount(0)
  await page.context().close()
})

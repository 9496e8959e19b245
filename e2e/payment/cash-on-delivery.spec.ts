import { expect, test } from "@playwright/test"
import { productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { money } from "../buyout-helpers"
import { BACKEND_URL, VARIANT, adminToken, checkoutWith, fillCheckoutForm, messages } from "../shop"

const HANDLE = "iphone-16-silicone-case"
const FEE = VARIANT === "cz" ? 39 : 9
const COURIER = VARIANT === "cz" ? 129 : 25
const THRESHOLD = VARIANT === "cz" ? 2000 : 400

test("a shopper pays cash on delivery: the fee is shown at checkout and is in the order's total", async ({ page }) => {
  const product = await productByHandle(HANDLE)
  const price = product.variants.find((v: any) => v.inventory_quantity > 0).calculated_price.calculated_amount
  const delivery = price >= THRESHOLD ? 0 : COURIER
  await checkoutWith(page, HANDLE)
  await fillCheckoutForm(page)
  const email = `dobirka-${VARIANT}-${Date.now()}@example.com`
  await page.getByRole("textbox", { name: messages.checkout.email, exact: true }).fill(email)
  await expect(page.getByTestId("grand-total")).toHaveText(money(price + delivery))

  // Cash on delivery names its fee and, once chosen, the summary's delivery and total include it.
  const cod = page.getByTestId("payment-option").filter({ hasText: messages.payment.providers.cashOnDelivery })
  await expect(cod.getByTestId("cod-fee")).toHaveText(messages.payment.cashOnDeliveryFee.replace("{{fee}}", money(FEE)))
  await cod.click()
  await expect(page.getByTestId("shipping-total")).toHaveText(money(delivery + FEE))
  await expect(page.getByTestId("grand-total")).toHaveText(money(price + delivery + FEE))
  await page.getByTestId("checkout-submit").click()

  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("grand-total")).toHaveText(money(price + delivery + FEE))
  await expect(page.getByText(messages.payment.providers.cashOnDelivery, { exact: true })).toBeVisible()
  const orderId = new URL(page.url()).pathname.split("/").pop()

  const mail = await waitForMail(email, () => true, 15_000)
  expect(mail.text).toContain(VARIANT === "cz" ? "Dobírka" : "Ramburs")
  expect(mail.text).toContain(money(price + delivery + FEE))

  // Staff see the payment and the delivery with the fee.
  const res = await fetch(`${BACKEND_URL}/admin/orders/${orderId}?fields=id,total,shipping_total,*shipping_methods,*payment_collections.payments`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  })
  const { order } = await res.json()
  expect(order.total).toBe(price + delivery + FEE)
  expect(order.payment_collections[0].payments[0].provider_id).toBe("pp_cash-on-delivery_cash-on-delivery")
  expect(order.shipping_methods[0].name).toContain(VARIANT === "cz" ? "dobírka" : "ramburs")
})

test("cash on delivery is not taken with store pickup", async ({ page }) => {
  await checkoutWith(page, HANDLE)
  await fillCheckoutForm(page)
  await page
    .getByTestId("shipping-option")
    .filter({ hasText: VARIANT === "cz" ? "Osobní odběr" : "Ridicare din magazin" })
    .click()
  await page.getByTestId("payment-option").filter({ hasText: messages.payment.providers.cashOnDelivery }).click()
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("error-payment_provider_id")).toHaveText(messages.payment.cashOnDeliveryOnly)
})

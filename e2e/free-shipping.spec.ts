import { expect, test } from "@playwright/test"
import { productByHandle } from "../backend/integration-tests/helpers/checkout"
import { money } from "./buyout-helpers"
import { VARIANT, addProductToCart, messages } from "./shop"

test("the cart tells how much more buys free delivery, and when it is free", async ({ page }) => {
  const powerbank = await productByHandle("xiaomi-powerbank-20000")
  const price = powerbank.variants[0].calculated_price.calculated_amount
  const threshold = VARIANT === "cz" ? 2000 : 400
  await addProductToCart(page, "xiaomi-powerbank-20000")
  await page.goto("/cart")

  const note = page.getByTestId("free-shipping")
  await expect(note).toHaveText(messages.cart.freeShippingRemaining.replace("{{from}}", money(threshold)).replace("{{remaining}}", money(threshold - price)))

  // Two more pieces pass the threshold; the checkout then offers the courier for free.
  await page.getByTestId("qty-increase").click()
  await expect(page.getByTestId("line-quantity")).toHaveText("2")
  await page.getByTestId("qty-increase").click()
  await expect(page.getByTestId("line-quantity")).toHaveText("3")
  await expect(note).toHaveText(messages.cart.freeShippingReached)
  await page.getByTestId("proceed-to-checkout").click()
  await expect(page.getByTestId("shipping-option").first()).toBeVisible()
  for (const option of await page.getByTestId("shipping-option").all()) await expect(option).toContainText(messages.checkout.free)
})

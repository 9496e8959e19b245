import { expect, test } from "@playwright/test"
import { productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { money } from "../buyout-helpers"
import { VARIANT, addProductToCart, messages } from "../shop"

test("the cart tells how much more buys free delivery, and when it is free", async ({ page }) => {
  // A product with stock to spare: the integration tests before this one buy the Xiaomi powerbank (12 in stock) several times.
  const powerbank = await productByHandle("anker-powerbank-10000")
  const price = powerbank.variants[0].calculated_price.calculated_amount
  const threshold = VARIANT === "cz" ? 2000 : 400
  await addProductToCart(page, "anker-powerbank-10000")
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

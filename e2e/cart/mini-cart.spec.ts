import { expect, test } from "@playwright/test"
import { messages } from "../shop"

const quantity = (count: number) => messages.cart[count === 1 ? "quantityShort_one" : "quantityShort_few"].replace("{{count}}", String(count))

// The mini cart and react-query load only when the shopper first opens it
// (issue 9: they are not part of a page's first-visit JavaScript).
test("the mini cart, loaded when first opened, lists what was added and follows a later addition", async ({ page }) => {
  await page.goto("/p/samsung-galaxy-a56")
  // the sub-cart toggle appears once the page is hydrated
  await page.getByTestId("mini-cart-toggle").waitFor()
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("toast-success")).toContainText(messages.cart.added)
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  await page.getByTestId("mini-cart-toggle").click()
  const miniCart = page.getByTestId("mini-cart")
  await expect(miniCart).toContainText("Galaxy A56")
  await expect(miniCart.locator(".mini-cart__qty")).toHaveText(quantity(1))

  await page.getByTestId("mini-cart-toggle").click()
  await expect(miniCart).toBeHidden()
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("cart-count")).toHaveText("2")
  await page.getByTestId("mini-cart-toggle").click()
  await expect(miniCart.locator(".mini-cart__qty")).toHaveText(quantity(2))
})

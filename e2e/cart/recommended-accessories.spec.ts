import { expect, test } from "@playwright/test"
import { messages } from "../shop"

const PHONE = "samsung-galaxy-a56"

test("a device's page recommends its accessories in stock, and the cart after adding recommends what it does not hold yet, without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(`/p/${PHONE}`)
  const onPage = page.getByTestId("accessories")
  await expect(onPage.getByRole("heading", { level: 2 })).toHaveText(messages.product.accessories)
  const cards = onPage.getByTestId("product-card")
  await expect(cards).toHaveCount(3)
  // The maker's own first (its sold-out case left out), then a general one.
  await expect(cards.nth(0)).toContainText("Samsung")
  await expect(onPage.locator('a[href="/p/galaxy-s25-clear-case"]')).toHaveCount(0)
  await expect(onPage.locator('a[href="/p/usb-c-cable-1m"]').first()).toBeVisible()

  // Adding the phone lands on the cart, which offers the same accessories.
  await page.getByTestId("add-to-cart").click()
  await expect(page).toHaveURL(/\/cart$/)
  const inCart = page.getByTestId("cart-accessories")
  await expect(inCart.getByRole("heading", { level: 2 })).toHaveText(messages.cart.accessories)
  await expect(inCart.getByTestId("product-card")).toHaveCount(3)

  // Once the cable is in the cart it is no longer recommended.
  await inCart.locator('a[href="/p/usb-c-cable-1m"]').first().click()
  await page.getByTestId("add-to-cart").click()
  await expect(page).toHaveURL(/\/cart$/)
  await expect(page.getByTestId("cart-lines").getByTestId("cart-line")).toHaveCount(2)
  await expect(page.getByTestId("cart-accessories").locator('a[href="/p/usb-c-cable-1m"]')).toHaveCount(0)
  await expect(page.getByTestId("cart-accessories").getByTestId("product-card")).toHaveCount(2)

  // An accessory's own page recommends nothing.
  await page.goto("/p/usb-c-cable-1m")
  await expect(page.getByTestId("accessories")).toHaveCount(0)
  await context.close()
})

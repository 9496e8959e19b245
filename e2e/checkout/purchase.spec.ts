import { expect, test } from "@playwright/test"
import {
  BACKEND_URL,
  addProductToCart,
  adminToken,
  checkoutWith,
  confirmedOrderNumber,
  fillCheckoutForm,
  loginToAdmin,
  messages,
  noScriptCartPage,
  shop,
  visitProduct,
} from "../shop"

test("a shopper browses the catalogue and buys a phone with courier delivery and bank transfer", async ({ page }) => {
  await page.goto("/")
  await page.getByRole("navigation").getByRole("link", { name: shop.phonesMenu, exact: true }).first().click()
  await expect(page).toHaveURL(new RegExp(`${shop.phonesPath}$`))
  await expect(page.getByTestId("product-card").first()).toBeVisible()

  // filter by manufacturer: every card left is a Samsung
  await page.getByTestId("catalog-filters").getByLabel("Samsung").check()
  await page.getByTestId("apply-filters").click()
  await expect(page).toHaveURL(/manufacturer=Samsung/)
  // Under load the URL can change before the list re-renders: wait until no other maker's card is left.
  const cards = page.getByTestId("product-card")
  await expect(cards.filter({ hasNotText: "Samsung" })).toHaveCount(0)
  await expect(cards.first()).toBeVisible()

  await page.getByTestId("product-card").filter({ hasText: "Galaxy A56" }).first().getByRole("link").first().click()
  await expect(page.getByTestId("product-title")).toContainText("Galaxy A56")
  await expect(page.getByText(shop.currency).first()).toBeVisible()
  await page.getByTestId("add-to-cart").click()
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  await page.getByTestId("cart-link").click()
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await page.getByTestId("proceed-to-checkout").click()

  const c = shop.customer
  await fillCheckoutForm(page)
  await page.getByTestId("checkout-submit").click()

  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  const orderNumber = await confirmedOrderNumber(page)
  expect(Number(orderNumber)).toBeGreaterThan(0)
  await expect(page.getByTestId("bank-details")).toBeVisible()
  await expect(page.getByTestId("cart-count")).toHaveText("0")

  // staff see the same order through the admin API
  const token = await adminToken()
  const res = await fetch(`${BACKEND_URL}/admin/orders?fields=display_id,email,*shipping_methods,*payment_collections.payments&order=-created_at&limit=5`, {
    headers: { authorization: `Bearer ${token}` },
  })
  const { orders } = await res.json()
  const order = orders.find((o: any) => String(o.display_id) === orderNumber)
  expect(order).toBeTruthy()
  expect(order.email).toBe(c.email)
  expect(order.shipping_methods[0].name).toBe(shop.courier)
  expect(order.payment_collections[0].payments[0].provider_id).toBe("pp_bank-transfer_bank-transfer")

  // the shopper can follow the order
  await page.getByTestId("order-status-link").click()
  await expect(page.getByTestId("order-status")).toBeVisible()
  await expect(page.getByTestId("order-items")).toContainText("Galaxy A56")

  // and a staff member finds it in the admin dashboard
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders`)
  await expect(page.getByText(`#${orderNumber}`, { exact: true }).first()).toBeVisible()
  await page.getByText(`#${orderNumber}`, { exact: true }).first().click()
  await expect(page.getByText(c.email).first()).toBeVisible()
})

test("checkout keeps what was typed and shows field errors for bad input", async ({ page }) => {
  await checkoutWith(page, "samsung-galaxy-a16")
  await page.getByRole("textbox", { name: messages.checkout.email, exact: true }).fill("not-an-email")
  await page.getByRole("textbox", { name: messages.checkout.phone, exact: true }).fill("12")
  const billing = page.getByRole("region", { name: messages.checkout.billingAddress })
  await billing.getByRole("textbox", { name: messages.checkout.firstName, exact: true }).fill("Petr")
  await billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true }).fill("1")
  await page.getByTestId("consent").check()
  await page.getByTestId("checkout-submit").click()

  await expect(page.getByRole("alert").filter({ hasText: messages.checkout.errors.fixFields })).toBeVisible()
  await expect(page.getByRole("textbox", { name: messages.checkout.email, exact: true })).toHaveValue("not-an-email")
  await expect(billing.getByRole("textbox", { name: messages.checkout.firstName, exact: true })).toHaveValue("Petr")
  for (const field of ["email", "phone", "billing_postal_code", "billing_city", "shipping_option_id"]) {
    await expect(page.getByTestId(`error-${field}`)).toBeVisible()
  }
  await expect(billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true })).toHaveAttribute("aria-invalid", "true")
})

test("the cart survives a reload and a browser restart", async ({ page, browser }) => {
  await addProductToCart(page, "apple-airpods-4")
  await page.reload()
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  const saved = await page.context().storageState()
  await page.context().close()
  const restarted = await browser.newContext({ storageState: saved })
  const again = await restarted.newPage()
  await again.goto("/cart")
  await expect(again.getByTestId("cart-line")).toHaveCount(1)
  await expect(again.getByTestId("cart-line")).toContainText("AirPods")
  await restarted.close()
})

test("product page, cart and quantity change work before JavaScript loads", async ({ browser }) => {
  const page = await noScriptCartPage(browser, "anker-powerbank-10000", "/cart")
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await page.getByTestId("qty-increase").click()
  await expect(page.getByTestId("line-quantity")).toHaveText("2")
  await page.getByTestId("remove-line").click()
  await expect(page.getByTestId("cart-empty")).toBeVisible()
  await page.context().close()
})

test("a sold-out product cannot be bought and the last visited products are remembered", async ({ page }) => {
  await page.goto("/p/apple-iphone-16e")
  await expect(page.getByText(messages.product.outOfStock).first()).toBeVisible()
  await expect(page.getByTestId("add-to-cart")).toBeDisabled()
  for (const handle of ["samsung-galaxy-s25", "google-pixel-9", "xiaomi-15", "garmin-venu-3"]) await visitProduct(page, handle)
  await page.goto("/")
  const visited = page.getByTestId("last-visited").getByTestId("product-card")
  await expect(visited).toHaveCount(4)
  await expect(visited.first()).toContainText("Garmin Venu 3")
})

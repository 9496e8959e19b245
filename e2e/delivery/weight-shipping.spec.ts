import { expect, test } from "@playwright/test"
import { productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { money } from "../buyout-helpers"
import { BACKEND_URL, VARIANT, adminToken, checkoutWith, fillCheckoutForm, loginToAdmin, messages, shop, LANG, adminTexts } from "../shop"

const ui = adminTexts.shippingRates

// The seeded weight bands (modules/weight-rates): under 500 g, from 500 g.
const LIGHT = VARIANT === "cz" ? { courier: 129, point: 79 } : { courier: 25, point: 15 }
const HEAVY = VARIANT === "cz" ? { courier: 149, point: 89 } : { courier: 29, point: 18 }
const POINT = VARIANT === "cz" ? "Výdejní místo" : "Punct de ridicare"
/** The admin shows both currencies' prices of a band. */
const HEAVY_BOTH = { point: "89 Kč / 18 lei" }

test("the checkout prices delivery by the cart's weight before the shopper chooses, and the order's total holds it", async ({ page }) => {
  // A 250 g powerbank: one is the light band, two (500 g, still below free delivery) the next one.
  const product = await productByHandle("anker-powerbank-10000")
  const price = product.variants[0].calculated_price.calculated_amount as number
  expect(price * 2).toBeLessThan(VARIANT === "cz" ? 2000 : 400)
  await checkoutWith(page, "anker-powerbank-10000")
  const courier = page.getByTestId("shipping-option").filter({ hasText: shop.courier })
  const point = page.getByTestId("shipping-option").filter({ hasText: POINT }).first()
  await expect(courier).toContainText(money(LIGHT.courier))
  await expect(point).toContainText(money(LIGHT.point))

  await page.goto("/cart")
  await page.getByTestId("qty-increase").click()
  await expect(page.getByTestId("line-quantity")).toHaveText("2")
  // Still below the threshold: the cart says how much more delivers free.
  await expect(page.getByTestId("free-shipping")).toContainText(money((VARIANT === "cz" ? 2000 : 400) - price * 2))
  await page.goto("/checkout")
  await expect(courier).toContainText(money(HEAVY.courier))
  await expect(point).toContainText(money(HEAVY.point))

  await fillCheckoutForm(page)
  const email = `vaha-${VARIANT}-${Date.now()}@example.com`
  await page.getByRole("textbox", { name: messages.checkout.email, exact: true }).fill(email)
  await expect(page.getByTestId("shipping-total")).toHaveText(money(HEAVY.courier))
  await expect(page.getByTestId("grand-total")).toHaveText(money(price * 2 + HEAVY.courier))
  await page.getByTestId("checkout-submit").click()

  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("grand-total")).toHaveText(money(price * 2 + HEAVY.courier))
  const orderId = new URL(page.url()).pathname.split("/").pop()
  const res = await fetch(`${BACKEND_URL}/admin/orders/${orderId}?fields=id,total,shipping_total`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  })
  const { order } = await res.json()
  expect(order).toMatchObject({ shipping_total: HEAVY.courier, total: price * 2 + HEAVY.courier })
})

test("staff see the weight bands in the admin and a wrong edit is refused at the field", async ({ page }) => {
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/shipping-rates`)
  await expect(page.getByRole("heading", { name: ui.title, exact: true })).toBeVisible()
  const row = page.getByTestId("shipping-rates-list").getByRole("row").filter({ hasText: POINT }).first()
  await expect(row).toContainText(ui.band.replace("{{from}}", "500").replace("{{price}}", `${HEAVY_BOTH.point}`))

  await row.getByRole("button", { name: ui.edit }).click()
  const drawer = page.getByRole("dialog")
  await drawer.getByLabel(ui.bands, { exact: true }).fill("0; 79; 15\n0; 89; 18")
  await drawer.getByRole("button", { name: ui.save }).click()
  await expect(drawer.getByText(ui.codes.bands_not_ascending)).toBeVisible()
  await drawer.getByLabel(ui.bands, { exact: true }).fill("0; 79")
  await drawer.getByRole("button", { name: ui.save }).click()
  await expect(drawer.getByText(ui.bands_invalid)).toBeVisible()
  await drawer.getByRole("button", { name: ui.cancel }).click()
  // Nothing was saved.
  await expect(row).toContainText(ui.band.replace("{{from}}", "0").replace("{{price}}", "79 Kč / 15 lei"))
})

import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, VARIANT, addProductToCart, adminToken, fillCheckoutForm, loginToAdmin, messages, backendTexts } from "../shop"

const backendMessages = backendTexts("item-extra")
const PHONE = "samsung-galaxy-a16"
/** The seeded offers for phones (backend/src/scripts/seed/item-extras.ts). */
const SEEDED =
  VARIANT === "cz"
    ? { warranty: "Prodloužená záruka o 24 měsíců", insurance: "Pojištění displeje" }
    : { warranty: "Garanție extinsă cu 24 de luni", insurance: "Asigurare pentru ecran" }

const adminApi = async (pathname: string, init: { method?: string; json?: unknown } = {}) => {
  const res = await fetch(`${BACKEND_URL}${pathname}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${await adminToken()}`, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  })
  expect(res.ok).toBe(true)
  return res.json()
}

/** Picks an offer by its name in the device line's warranty or insurance form and submits it (a plain form: works without JavaScript). */
async function choose(page: Page, kind: "warranty" | "insurance", name: string) {
  const form = page.getByTestId(`extra-form-${kind}`).first()
  const select = form.getByRole("combobox")
  const value = await select.locator("option", { hasText: name }).getAttribute("value")
  await select.selectOption(value!)
  await form.getByRole("button").click()
}

/** The cart line of an extra (the device's line lists the offers in its forms, so the match is on the line's title). */
const extraLine = (page: Page, name: string) => page.getByTestId("cart-line").filter({ has: page.locator(".cart-line__title", { hasText: name }) })

test("a warranty extension and an insurance added to a phone show in the cart, the order and the admin", async ({ page }) => {
  await addProductToCart(page, PHONE)
  await page.goto("/cart")
  const totalBefore = await page.getByTestId("grand-total").textContent()
  await choose(page, "warranty", SEEDED.warranty)
  await expect(extraLine(page, SEEDED.warranty)).toBeVisible()
  await choose(page, "insurance", SEEDED.insurance)
  await expect(extraLine(page, SEEDED.insurance)).toBeVisible()
  // Both are lines of their own, counted in the total, without quantity buttons of their own.
  await expect(page.getByTestId("cart-line")).toHaveCount(3)
  await expect(extraLine(page, SEEDED.insurance).getByTestId("qty-increase")).toHaveCount(0)
  await expect(page.getByTestId("grand-total")).not.toHaveText(totalBefore!)
  // The header counts pieces of goods: one phone.
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  await page.goto("/checkout")
  await expect(page.getByText(SEEDED.warranty).first()).toBeVisible()
  await fillCheckoutForm(page)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("order-items")).toContainText(SEEDED.warranty)
  await expect(page.getByTestId("order-items")).toContainText(SEEDED.insurance)

  // Staff see them as lines of the order.
  const orderId = new URL(page.url()).pathname.split("/").pop()
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  await expect(page.getByText(SEEDED.warranty).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(SEEDED.insurance).first()).toBeVisible()
})

test("without JavaScript: an insurance whose price changed is refused at checkout and chosen again in the cart", async ({ browser }) => {
  const name = `${SEEDED.insurance} E2E ${Date.now()}`
  const { item_extra } = await adminApi("/admin/item-extras", { method: "POST", json: { kind: "insurance", name, device_type: "phone", price: 300 } })
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  try {
    await page.goto(`/p/${PHONE}`)
    await page.getByTestId("add-to-cart").click()
    await page.goto("/cart")
    await choose(page, "insurance", name)
    await expect(extraLine(page, name)).toBeVisible()
    // Removing the phone takes its insurance with it; added again, the insurance is chosen again.
    await page.getByTestId("cart-line").first().getByTestId("remove-line").click()
    await expect(page.getByTestId("cart-empty")).toBeVisible()
    await page.goto(`/p/${PHONE}`)
    await page.getByTestId("add-to-cart").click()
    await page.goto("/cart")
    await choose(page, "insurance", name)
    await expect(extraLine(page, name)).toBeVisible()

    await adminApi(`/admin/item-extras/${item_extra.id}`, { method: "POST", json: { price: 350 } })
    await page.goto("/checkout")
    await fillCheckoutForm(page)
    await page.getByTestId("checkout-submit").click()
    await expect(page.getByTestId("checkout-error")).toHaveText(backendMessages.insurance_price_changed)

    await page.goto("/cart")
    await expect(page.getByTestId("extra-price-changed")).toHaveText(messages.cart.extras.insurancePriceChanged)
    await choose(page, "insurance", name)
    await expect(page.getByTestId("extra-price-changed")).toHaveCount(0)
    await expect(extraLine(page, name)).toContainText("350")
  } finally {
    await adminApi(`/admin/item-extras/${item_extra.id}`, { method: "DELETE" })
    await context.close()
  }
})

import { expect, test } from "@playwright/test"
import { BACKEND_URL, VARIANT, addProductToCart, messages, shop } from "../shop"

// Defects a first visit found (issue 7), tried as a new shopper would.

const BUYOUT =
  VARIANT === "cz"
    ? { prefix: "/vykup", centres: "/vykup/centra", status: "/vykup/stav", phones: "telefony" }
    : { prefix: "/vanzare", centres: "/vanzare/centre", status: "/vanzare/stare", phones: "telefoane" }
const OPERATOR = VARIANT === "cz" ? { name: "ElektroShop Demo s.r.o.", id: "12345679" } : { name: "ElektroShop Demo S.R.L.", id: "12345674" }

async function storeApi(path: string, init: { method?: string; json?: unknown } = {}) {
  const config = await (await fetch(`${BACKEND_URL}/public/storefront-config`)).json()
  const res = await fetch(`${BACKEND_URL}${path}`, {
    method: init.method ?? "GET",
    headers: { "x-publishable-api-key": config.publishable_key, ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  })
  const body = await res.json()
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

/** An order paid by bank transfer, placed through the store API as the checkout does. */
async function placeBankTransferOrder(): Promise<{ id: string; display_id: number }> {
  const currency = VARIANT === "cz" ? "czk" : "ron"
  const { regions } = await storeApi("/store/regions")
  const region = regions.find((r: any) => r.currency_code === currency)
  const { products } = await storeApi(`/store/products?handle=samsung-galaxy-a56&region_id=${region.id}&fields=*variants,+variants.inventory_quantity`)
  const variant = products[0].variants.find((v: any) => v.inventory_quantity > 0)
  const { cart } = await storeApi("/store/carts", { method: "POST", json: { region_id: region.id } })
  await storeApi(`/store/carts/${cart.id}/line-items`, { method: "POST", json: { variant_id: variant.id, quantity: 1 } })
  const c = shop.customer
  const address = {
    first_name: c.firstName,
    last_name: c.lastName,
    address_1: c.street,
    city: c.city,
    postal_code: c.postcode,
    country_code: VARIANT,
    phone: c.phone,
  }
  await storeApi(`/store/carts/${cart.id}`, { method: "POST", json: { email: c.email, shipping_address: address, billing_address: address } })
  const { shipping_options } = await storeApi(`/store/shipping-options?cart_id=${cart.id}`)
  await storeApi(`/store/carts/${cart.id}/shipping-methods`, {
    method: "POST",
    json: { option_id: shipping_options.find((o: any) => o.type?.code === "courier").id },
  })
  const { payment_collection } = await storeApi("/store/payment-collections", { method: "POST", json: { cart_id: cart.id } })
  await storeApi(`/store/payment-collections/${payment_collection.id}/payment-sessions`, {
    method: "POST",
    json: { provider_id: "pp_bank-transfer_bank-transfer" },
  })
  const done = await storeApi(`/store/carts/${cart.id}/complete`, { method: "POST" })
  return done.order
}

async function buyoutDevicePath(): Promise<string> {
  const models = await storeApi(`/store/buyout/models?type=${BUYOUT.phones}&manufacturer=apple`)
  const colors = await storeApi(`/store/buyout/colors?model=${models[0].value}`)
  const { url } = await storeApi(`/store/buyout/selector-url?type=${BUYOUT.phones}&manufacturer=apple&model=${models[0].value}&color=${colors[0].value}`)
  return url
}

test("an unpaid bank transfer is shown as awaiting payment, with the bank details repeated", async ({ page }) => {
  const order = await placeBankTransferOrder()
  await page.goto(`/order/${order.id}`)
  await expect(page.getByTestId("payment-status")).toHaveText(messages.order.paymentStatuses.awaiting)
  await expect(page.getByText(messages.order.paymentStatuses.authorized)).toHaveCount(0)
  const bank = page.getByTestId("bank-details")
  await expect(bank).toBeVisible()
  await expect(page.getByTestId("variable-symbol")).toHaveText(String(order.display_id))
  if (VARIANT === "cz") await expect(page.getByTestId("bank-account")).toHaveText("2001234561/2010")
  else await expect(page.getByTestId("bank-iban")).toContainText("RO49")
  await expect(page.getByTestId("bank-amount")).toContainText(shop.currency)
})

test("no page is wider than a phone screen (360 and 390 px)", async ({ page }) => {
  test.setTimeout(300_000)
  const order = await placeBankTransferOrder()
  await addProductToCart(page, "samsung-galaxy-a56")
  const pages = [
    "/",
    shop.phonesPath,
    `${shop.phonesPath}?manufacturer=Samsung`,
    "/p/samsung-galaxy-a56",
    "/p/apple-iphone-14-pouzity-b",
    "/cart",
    "/checkout",
    BUYOUT.prefix,
    `${BUYOUT.prefix}/${BUYOUT.phones}/apple`,
    await buyoutDevicePath(),
    BUYOUT.centres,
    BUYOUT.status,
    "/info/contact",
    "/info/delivery",
    "/info/terms",
    "/info/privacy",
    "/no-such-page",
    `/order/${order.id}`,
    `/order/confirmed/${order.id}`,
  ]
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 })
    for (const path of pages) {
      await page.goto(path)
      // the sub-cart toggle appears once the page is hydrated
      await page.getByTestId("mini-cart-toggle").waitFor()
      const size = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
      expect.soft(size.scroll, `${path} at ${width} px`).toBeLessThanOrEqual(size.inner)
      const html = await page.content()
      expect.soft(html, `brand on ${path}`).not.toContain("ElectroShop")
    }
    // the open sub-cart fits as well
    await page.goto("/")
    await page.getByTestId("mini-cart-toggle").click()
    await expect(page.locator("#mini-cart")).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  }
})

test("the operator is identified in the footer and on the contact page", async ({ page }) => {
  await page.goto("/")
  const footer = page.getByTestId("footer-operator")
  await expect(footer).toContainText(OPERATOR.name)
  await expect(footer).toContainText(`${messages.footer.operatorId}: ${OPERATOR.id}`)
  await expect(footer).toContainText(messages.footer.register)
  await expect(footer.getByRole("link", { name: "info@electroshop.local" })).toBeVisible()
  await page.getByRole("contentinfo").getByRole("link", { name: messages.footer.contact }).click()
  await expect(page).toHaveURL(/\/info\/contact$/)
  await expect(page.getByTestId("contact-operator")).toContainText(OPERATOR.name)
  await expect(page.getByTestId("contact-operator")).toContainText(OPERATOR.id)
  await expect(page).toHaveTitle(`${messages.info.contact.title} | ElektroShop`)
})

test("the 404 page has a title", async ({ page }) => {
  const res = await page.goto("/no-such-page")
  expect(res?.status()).toBe(404)
  await expect(page.getByTestId("not-found")).toBeVisible()
  await expect(page).toHaveTitle(`${messages.errors.notFoundTitle} | ${messages.brand.name}`)
  expect(messages.brand.name).toBe("ElektroShop")
})

test("a category page past its last page goes to the last page", async ({ page }) => {
  await page.goto(`${shop.phonesPath}?manufacturer=Samsung&page=99`)
  await expect(page).toHaveURL(new RegExp(`${shop.phonesPath}\\?manufacturer=Samsung(&page=\\d+)?$`))
  const lastPage = Number(new URL(page.url()).searchParams.get("page") ?? "1")
  expect(lastPage).toBeLessThan(99)
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  await expect(page.getByTestId("catalog-empty")).toHaveCount(0)
})

test("an inverted price range says so at the price fields instead of listing nothing", async ({ page }) => {
  await page.goto(`${shop.phonesPath}?price_min=20000&price_max=1000`)
  await expect(page.getByTestId("price-range-error")).toHaveText(messages.catalog.priceRangeInverted)
  await expect(page.getByTestId("catalog-filters").locator('input[name="price_max"]')).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByTestId("product-card").first()).toBeVisible()
  await expect(page.getByTestId("catalog-empty")).toHaveCount(0)
})

test("facet counts follow the other active filters", async ({ page }) => {
  const newCount = () => page.getByTestId("catalog-filters").locator("label.check", { hasText: messages.quality.new }).locator(".check__count").innerText()
  const digits = (text: string) => Number(text.replace(/\D/g, ""))
  await page.goto(shop.phonesPath)
  const allNew = digits(await newCount())
  // with Apple ticked, "new" counts only new Apple phones: what ticking it would list
  await page.goto(`${shop.phonesPath}?manufacturer=Apple`)
  const appleNew = digits(await newCount())
  expect(appleNew).toBeGreaterThan(0)
  expect(appleNew).toBeLessThan(allNew)
  await page.goto(`${shop.phonesPath}?manufacturer=Apple&quality=new`)
  expect(digits(await page.getByTestId("catalog-count").innerText())).toBe(appleNew)
})

test("a discount code is accepted in lower case", async ({ page }) => {
  await addProductToCart(page, "samsung-galaxy-a16")
  await page.goto("/cart")
  await page.getByTestId("discount-input").fill("demo10")
  await page.getByTestId("discount-apply").click()
  await expect(page.getByTestId("applied-code")).toHaveText("DEMO10")
  await expect(page.getByTestId("discount-error")).toHaveCount(0)
})

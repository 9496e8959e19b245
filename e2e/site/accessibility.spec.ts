import { expect, test, type Page } from "@playwright/test"
import { accountPaths } from "@electroshop/contracts/account"
import { BUYOUT_PATHS } from "@electroshop/contracts/buyout"
import { servicePaths } from "@electroshop/contracts/service"
import { INSTALLMENT_PATHS } from "@electroshop/contracts/installment"
import { PUBLIC_PROMOTIONS_PATHS } from "@electroshop/contracts/promotion"
import { VARIANT, addProductToCart, fillCheckoutForm, messages, placeOrderPayingBy, shop } from "../shop"
import { logIn, registered, PASSWORD } from "../account-helpers"
import { answerConditions, asNewShopper, buyout, selectPhone, t } from "../buyout-helpers"
import { expectAccessible } from "../axe"

/**
 * The European Accessibility Act: every page type of the shop passes axe-core's WCAG 2.1 A and AA
 * rules with no violation of any impact, in the variant's own language (texts and their lengths
 * differ). Each page is checked as a shopper sees it once loaded: the category with a filter, the
 * cart with an item, the buy-out with its questionnaire answered and the sell form open, the
 * account signed in. Also at phone width: no page scrolls sideways.
 */
const account = accountPaths(VARIANT)
const service = servicePaths(VARIANT)
const phones = shop.phonesPath.slice(1)

/** Nothing wider than a 360 px phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }))
  expect.soft(widths.page, `${name} (${page.url()}) is wider than the phone`).toBeLessThanOrEqual(widths.window)
}

/** The product page's favourite button is a round button with its heart drawn in it (not an empty square, as when its styles were lost). */
async function favouriteHeartShows(page: Page) {
  await expect(page.getByTestId("add-to-cart")).toBeEnabled()
  const button = page.locator(".product__info").getByRole("button", { name: messages.favorites.toggle })
  const heart = await button.locator("svg").evaluate((svg) => {
    const style = getComputedStyle(svg)
    return { width: svg.getBoundingClientRect().width, stroke: style.stroke, fill: style.fill }
  })
  expect(heart, "the heart is a 22 px outline in the shop's red").toEqual({ width: 22, stroke: "rgb(196, 33, 33)", fill: "none" })
  expect(await button.evaluate((b) => getComputedStyle(b).borderRadius)).toBe("50%")
}

/**
 * Each page by a URL a shopper reaches it at, with what must show before it is checked. `phone`: the
 * page has parts of its own that only a phone's width shows (the header's menu button, the filters'
 * toggle), so axe checks it at 360 px as well; every page is checked there for sideways scrolling.
 */
const publicPages: { name: string; path: string; ready: (page: Page) => Promise<void>; phone?: true }[] = [
  { name: "home", path: "/", ready: (page) => expect(page.getByTestId("product-card").first()).toBeVisible(), phone: true },
  {
    name: "category with a filter",
    path: `${shop.phonesPath}?manufacturer=Samsung`,
    ready: (page) => expect(page.getByTestId("catalog-filters").getByLabel("Samsung")).toBeChecked(),
    phone: true,
  },
  { name: "search results", path: "/search?q=samsung", ready: (page) => expect(page.getByTestId("product-card").first()).toBeVisible(), phone: true },
  { name: "new product", path: "/p/samsung-galaxy-a16", ready: favouriteHeartShows, phone: true },
  { name: "used product", path: "/p/apple-iphone-14-pouzity-b", ready: (page) => expect(page.getByTestId("meta-master-siblings")).toBeVisible() },
  {
    name: "service",
    path: `${service.prefix}/${phones}/apple/iphone-13/black`,
    ready: (page) => expect(page.getByTestId("service-operation").first()).toBeVisible(),
  },
  { name: "service selector", path: service.prefix, ready: (page) => expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.service.title) },
  {
    name: "service price list",
    path: `${service.priceList}/${phones}`,
    ready: (page) => expect(page.getByTestId("service-pricelist-model").first()).toBeVisible(),
  },
  {
    name: "service spare parts",
    path: `${service.parts}/${phones}`,
    ready: (page) => expect(page.getByTestId("service-pricelist-model").first()).toBeVisible(),
  },
  { name: "buy-out centres", path: BUYOUT_PATHS[VARIANT].centers, ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "service status", path: service.status, ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "buy-out status", path: buyout.status, ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  {
    name: "installment calculator",
    path: INSTALLMENT_PATHS[VARIANT].calculator,
    ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  { name: "public discounts", path: PUBLIC_PROMOTIONS_PATHS[VARIANT], ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  { name: "login", path: account.login, ready: (page) => expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.account.login.title) },
  { name: "registration", path: account.register, ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
  ...["contact", "delivery", "terms", "privacy", "accessibility"].map((info) => ({
    name: `content page ${info}`,
    path: `/info/${info}`,
    ready: (page: Page) => expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.info[info].title),
  })),
  { name: "page not found", path: "/no-such-page", ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible() },
]

test("the public pages have no WCAG 2.1 AA violation at 1280 px", async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1280, height: 900 })
  for (const { name, path, ready } of publicPages) {
    await page.goto(path)
    await ready(page)
    await expectAccessible(page, name)
  }
})

test("at a phone's 360 px no public page scrolls sideways, and the phone's own parts have no WCAG 2.1 AA violation", async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 360, height: 900 })
  for (const { name, path, ready, phone } of publicPages) {
    await page.goto(path)
    await ready(page)
    await expectNoSidewaysScroll(page, name)
    if (phone) await expectAccessible(page, `${name} at 360 px`)
  }
})

test("the keyboard's place is always visible: each of the first 25 tab stops of the product page is outlined", async ({ page }) => {
  await page.goto("/p/samsung-galaxy-a16")
  await expect(page.getByTestId("add-to-cart")).toBeEnabled()
  for (let stop = 1; stop <= 25; stop++) {
    await page.keyboard.press("Tab")
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement
      const style = getComputedStyle(element)
      return { element: element.outerHTML.slice(0, 120), outline: style.outlineStyle, width: parseFloat(style.outlineWidth) }
    })
    expect.soft(focused.outline !== "none" && focused.width >= 2, `tab stop ${stop} shows no outline: ${focused.element}`).toBe(true)
  }
})

test("the accessibility statement is linked from the footer and says the target, the testing, the limits and whom to tell", async ({ page }) => {
  await page.goto("/")
  await page.getByRole("contentinfo").getByRole("link", { name: messages.footer.accessibility, exact: true }).click()
  await expect(page).toHaveURL(/\/info\/accessibility$/)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(VARIANT === "cz" ? "Prohlášení o přístupnosti" : "Declarație de accesibilitate")
  const statement = page.getByRole("article")
  await expect(statement).toContainText("WCAG 2.1")
  await expect(statement).toContainText("EN 301 549")
  await expect(statement).toContainText("axe-core")
  await expect(statement).toContainText(VARIANT === "cz" ? "Známá omezení" : "Limitări cunoscute")
  // Feedback goes to the operator's e-mail and phone, and the contact page.
  await expect(page.getByTestId("accessibility-operator").getByRole("link", { name: "info@electroshop.local" })).toBeVisible()
  await statement.getByRole("link", { name: messages.info.accessibility.contactLink }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.info.contact.title)
})

test("cart, checkout, its errors, the confirmation and the order page have no WCAG 2.1 AA violation", async ({ page }) => {
  test.slow()
  await addProductToCart(page, "samsung-galaxy-a16")
  await page.goto("/cart")
  await expect(page.getByTestId("cart-line")).toHaveCount(1)
  await expectAccessible(page, "cart")

  await page.getByTestId("proceed-to-checkout").click()
  await expect(page.getByTestId("checkout-submit")).toBeVisible()
  await expectAccessible(page, "checkout")

  // Sent empty: every field error shows at its field.
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByRole("alert").filter({ hasText: messages.checkout.errors.fixFields })).toBeVisible()
  // A screen reader hears each field's error with the field: its text is the field's description.
  const email = page.getByRole("textbox", { name: messages.checkout.email, exact: true })
  await expect(email).toHaveAttribute("aria-invalid", "true")
  await expect(email).toHaveAccessibleDescription(await page.getByTestId("error-email").innerText())
  await expectAccessible(page, "checkout with field errors")

  await fillCheckoutForm(page)
  await page.getByTestId("checkout-submit").click()
  // Placing the order waits for the backend's checkout, slow on a busy test machine.
  await expect(page.getByTestId("order-confirmed")).toBeVisible({ timeout: 45_000 })
  await expectAccessible(page, "order confirmation")

  await page.getByTestId("order-status-link").click()
  await expect(page.getByTestId("order-status")).toBeVisible()
  await expectAccessible(page, "order status")
})

test("the card payment's page back from the gateway has no WCAG 2.1 AA violation", async ({ page }) => {
  await placeOrderPayingBy(page, "card")
  await page.getByTestId("gateway-pay").click({ timeout: 45_000 })
  await expect(page).toHaveURL(/\/order\/[^/]+\/payment/)
  await expect(page.getByTestId("payment-paid")).toHaveText(messages.payment.page.paid)
  await expectAccessible(page, "card payment status")
})

test("the buy-out with its questionnaire answered and the sell form open has no WCAG 2.1 AA violation", async ({ page }) => {
  await asNewShopper(page)
  await page.goto(buyout.prefix)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("buyout.title"))
  await expectAccessible(page, "buy-out")
  await selectPhone(page)
  await answerConditions(page)
  await expect(page.getByTestId("buyout-price")).toBeVisible()
  await expectAccessible(page, "buy-out with the questionnaire answered")
  await page.getByRole("button", { name: new RegExp(t("buyout.actions.sell").replace("{{price}}", ".*")) }).click()
  await expect(page.getByTestId("buyout-sell-form")).toBeVisible()
  await expectAccessible(page, "buy-out sell form")
})

test("the signed-in account pages have no WCAG 2.1 AA violation", async ({ page }) => {
  const shopper = await registered()
  await logIn(page, shopper.email, PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${account.account}$`))
  for (const [name, path] of [
    ["account", account.account],
    ["personal details", account.profile],
    ["password change", account.password],
    ["addresses", account.addresses],
    ["orders", account.orders],
    ["reviews", account.reviews],
    ["favourites", account.favorites],
  ]) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expectAccessible(page, name)
  }
})

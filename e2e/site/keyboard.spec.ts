import { expect, test, type Locator, type Page } from "@playwright/test"
import { VARIANT, messages, shop, visitProduct } from "../shop"
import { asNewShopper, buyout, SELLER_TEXT_FIELDS, t } from "../buyout-helpers"
import { expectAccessible } from "../axe"

/**
 * A shopper without a mouse (WCAG 2.1.1 Keyboard): only the keyboard's Tab, Shift+Tab, Enter, Space,
 * arrows and typing buy a product and sell a device. After each client-side navigation the keyboard's
 * place is the new page's main heading (not the link left behind, nor <body>), and a field error takes
 * it to the field, whose error is its description (aria-invalid, aria-describedby).
 */

/** Whether the keyboard is on `target` (or inside it: a choice's label holds its radio). */
const focusIsOn = (target: Locator) => target.evaluate((element) => element.contains(document.activeElement))

/** Tabs (Shift+Tab with `back`) until the keyboard is on `target`; fails when it is not among the next `max` stops. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible()
  for (let stop = 0; stop < max; stop++) {
    if (await focusIsOn(target)) return
    await page.keyboard.press(back ? "Shift+Tab" : "Tab")
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160))
  throw new Error(`${max} ${back ? "Shift+Tab" : "Tab"} presses did not reach ${target}; the keyboard is on ${at}`)
}

/** Tabs to a text field and types `value` into it. */
async function typeInto(page: Page, field: Locator, value: string) {
  await tabTo(page, field)
  await page.keyboard.type(value)
}

/** In a radio group the keyboard is in, arrows move to the radio `choice` holds (checking each on the way), Space checks it. */
async function arrowTo(page: Page, choice: Locator) {
  const radio = choice.locator('input[type="radio"]')
  for (let step = 0; step < 12 && !(await focusIsOn(choice)); step++) await page.keyboard.press("ArrowDown")
  if (!(await radio.isChecked())) await page.keyboard.press("Space")
  await expect(radio).toBeChecked()
}

/** After a client-side navigation the keyboard is on the new page's main heading. */
async function focusIsOnHeading(page: Page) {
  await expect(page.locator("#main h1")).toBeFocused()
}

/** A field error is announced with its field: aria-invalid, and the message is its description. */
async function fieldErrorIsDescribed(field: Locator) {
  await expect(field).toHaveAttribute("aria-invalid", "true")
  const describedBy = (await field.getAttribute("aria-describedby")) ?? ""
  expect(describedBy, "the field points to its error").not.toBe("")
  const message = await field
    .page()
    .locator(`[id="${describedBy.split(" ")[0]}"]`)
    .innerText()
  expect(message.trim()).not.toBe("")
  await expect(field).toHaveAccessibleDescription(new RegExp(message.trim().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
}

test("a shopper buys a product with the keyboard alone", async ({ page }) => {
  await visitProduct(page, "samsung-galaxy-a16")
  const addToCart = page.getByTestId("add-to-cart")
  await expect(addToCart).toBeEnabled()
  await tabTo(page, addToCart)
  await page.keyboard.press("Enter")
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  // Back up to the header's cart, then on to the checkout.
  await tabTo(page, page.getByTestId("cart-link"), { back: true })
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/cart$/)
  await focusIsOnHeading(page)
  await tabTo(page, page.getByTestId("proceed-to-checkout"))
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(/\/checkout$/)
  await focusIsOnHeading(page)

  // Sent empty: the keyboard goes to the first wrong field, whose error is its description.
  const submit = page.getByTestId("checkout-submit")
  await tabTo(page, submit)
  await page.keyboard.press("Enter")
  const email = page.getByRole("textbox", { name: messages.checkout.email, exact: true })
  await expect(email).toBeFocused()
  await fieldErrorIsDescribed(email)

  const c = shop.customer
  await page.keyboard.type(c.email)
  await typeInto(page, page.getByRole("textbox", { name: messages.checkout.phone, exact: true }), c.phone)
  const billing = page.getByRole("region", { name: messages.checkout.billingAddress })
  await typeInto(page, billing.getByRole("textbox", { name: messages.checkout.firstName, exact: true }), c.firstName)
  await typeInto(page, billing.getByRole("textbox", { name: messages.checkout.lastName, exact: true }), c.lastName)
  await typeInto(page, billing.getByRole("textbox", { name: messages.checkout.street, exact: true }), c.street)
  await typeInto(page, billing.getByRole("textbox", { name: messages.checkout.city, exact: true }), c.city)
  await typeInto(page, billing.getByRole("textbox", { name: messages.checkout.postcode, exact: true }), c.postcode)

  // Delivery and payment are radio groups: Tab enters one, the arrows choose.
  const shipping = page.getByTestId("shipping-option")
  await tabTo(page, shipping.locator("input").first().or(shipping.locator("input:checked")))
  await arrowTo(page, shipping.filter({ hasText: shop.courier }))
  const payment = page.getByTestId("payment-option")
  await tabTo(page, payment.locator("input").first().or(payment.locator("input:checked")))
  await arrowTo(page, payment.filter({ hasText: messages.payment.providers.bankTransfer }))
  await tabTo(page, page.getByTestId("consent"))
  await page.keyboard.press("Space")
  await expect(page.getByTestId("consent")).toBeChecked()

  // While the cart takes the chosen delivery the button is disabled, and Tab would pass it by.
  await expect(submit).toBeEnabled()
  await tabTo(page, submit)
  await page.keyboard.press("Enter")
  await expect(page.getByTestId("order-confirmed")).toBeVisible({ timeout: 45_000 })
  await focusIsOnHeading(page)
})

test("a shopper sells a device through the buy-out with the keyboard alone", async ({ page }) => {
  await asNewShopper(page)
  await page.goto(buyout.prefix)
  // Until the page hydrates the selector is a plain form whose choices navigate only by its submit button;
  // the header's sub-cart toggle appears once it has.
  await page.getByTestId("mini-cart-toggle").waitFor()

  // Each select navigates when its value changes; typing an option's first letters chooses it.
  const chooseByTyping = async (select: Locator, value: string, path: RegExp) => {
    await tabTo(page, select)
    const label = (await select.locator(`option[value="${value}"]`).innerText()).trim()
    await page.keyboard.type(label.slice(0, 4))
    await expect(page).toHaveURL(path)
    await expect(select).toHaveValue(value)
  }
  await chooseByTyping(page.getByTestId("buyout-select-type"), buyout.phones, new RegExp(`${buyout.prefix}/${buyout.phones}$`))
  await chooseByTyping(page.getByTestId("buyout-select-manufacturer"), "apple", new RegExp(`/${buyout.phones}/apple$`))
  // The first model: one arrow down from the placeholder.
  const model = page.getByTestId("buyout-select-model")
  await tabTo(page, model)
  await page.keyboard.press("ArrowDown")
  await expect(page).toHaveURL(/\/apple\/[^/]+$/)
  // The first colour: Tab enters the colours' radio group, Space chooses.
  const colour = page.locator(".buyout-color").first()
  await tabTo(page, colour)
  await page.keyboard.press("Space")
  await expect(page).toHaveURL(/\/apple\/[^/]+\/[^/]+$/)

  // Each question is a radio group: Tab enters it, Space answers its first choice.
  const questions = page.getByTestId("buyout-condition")
  await expect(questions.first()).toBeVisible()
  const count = await questions.count()
  for (let i = 0; i < count; i++) {
    await tabTo(page, questions.nth(i).locator("label.buyout-choice").first())
    await page.keyboard.press("Space")
    await expect(questions.nth(i).locator("input").first()).toBeChecked()
  }
  await expect(page.getByTestId("buyout-price")).toBeVisible()

  const sell = page.getByRole("button", { name: new RegExp(t("buyout.actions.sell").replace("{{price}}", ".*")) })
  await tabTo(page, sell)
  await page.keyboard.press("Enter")
  const form = page.getByTestId("buyout-sell-form")
  await expect(form).toBeVisible()

  // Sent empty: the keyboard goes to the first wrong field, whose error is its description.
  const send = page.getByTestId("buyout-sell-submit")
  await tabTo(page, send)
  await page.keyboard.press("Enter")
  const imei = form.locator('[name="imei"]')
  await expect(imei).toBeFocused()
  await fieldErrorIsDescribed(imei)

  const s = { ...buyout.seller, email: `e2e.keyboard.${VARIANT}.${Date.now()}@example.com` }
  await page.keyboard.type(s.imei)
  for (const name of SELLER_TEXT_FIELDS) await typeInto(page, form.locator(`[name="${name}"]`), s[name])
  // A closed select's arrows choose its options one by one.
  const gender = form.locator('[name="gender"]')
  await tabTo(page, gender, { back: true })
  for (let step = 0; step < 4 && (await gender.inputValue()) !== "male"; step++) await page.keyboard.press("ArrowDown")
  await expect(gender).toHaveValue("male")

  await tabTo(page, send)
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(new RegExp(`${buyout.thanks}[^/]+$`), { timeout: 30_000 })
  await expect(page.getByTestId("buyout-number")).toContainText(buyout.numberPrefix)
  await focusIsOnHeading(page)
  await expectAccessible(page, "buy-out thank-you")
})

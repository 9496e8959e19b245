import { randomInt } from "node:crypto"
import { expect, test } from "@playwright/test"
import { BACKEND_URL, VARIANT, loginToAdmin, messages, LANG, adminTexts } from "../shop"

const ui = adminTexts.barems
const texts = messages.installment
const calculator = VARIANT === "cz" ? "/splatky" : "/rate"
/** The words of a translation before its first placeholder. */
const lead = (text: string) => text.split("{{")[0].trim()

test("the product page quotes the lowest installment, and the calculator lists every scale for the price", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto("/p/samsung-galaxy-s25")
  const teaser = page.getByRole("link", { name: lead(texts.fromMonthly) })
  await expect(teaser).toContainText(lead(texts.fromMonthly))
  const quoted = (await teaser.textContent())!

  await teaser.click()
  await expect(page).toHaveURL(new RegExp(`${calculator}\\?`))
  await expect(page.getByRole("heading", { name: texts.title, level: 1 })).toBeVisible()
  const rows = page.getByTestId("installment-options").locator("tbody tr")
  expect(await rows.count()).toBeGreaterThan(1)
  // The best row is first, marked, and its monthly installment is the one the product page quoted.
  await expect(rows.first()).toContainText(texts.best)
  const firstMonthly = (await rows.first().locator("td").nth(1).textContent())!.trim()
  expect(quoted).toContain(firstMonthly)
  // No sideways scrolling at phone width: the table scrolls inside its box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  // Too small for any scale: the empty state; not a number: a field error, and the typed text stays.
  await page.getByLabel(texts.amount).fill("1")
  await page.getByRole("button", { name: texts.calculate }).click()
  await expect(page.getByTestId("installment-empty")).toBeVisible()
  await page.getByLabel(texts.amount).fill("abc")
  await page.getByRole("button", { name: texts.calculate }).click()
  await expect(page.getByRole("alert")).toContainText(lead(texts.amountInvalid))
  await expect(page.getByLabel(texts.amount)).toHaveValue("abc")
})

test("staff add a scale in the admin, with field errors first, and shoppers see it in the calculator", async ({ page }) => {
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app`)
  await page.getByRole("link", { name: ui.menu, exact: true }).click()
  await expect(page.getByRole("heading", { name: ui.title, exact: true })).toBeVisible()
  await expect(page.getByTestId("barem-list")).toBeVisible()

  const name = `E2E ${randomInt(1e6)}`
  const amount = 5_000_000 + randomInt(1000)
  await page.getByRole("button", { name: ui.create }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel(ui.columns.name).fill(name)
  await dialog.getByLabel(ui.columns.months).fill("7")
  await dialog.getByLabel(ui.min_amount).fill(String(amount))
  await dialog.getByLabel(ui.max_amount).fill(String(amount - 1))
  await dialog.getByRole("button", { name: ui.save }).click()
  await expect(dialog.getByText(ui.range_inverted)).toBeVisible()
  await expect(dialog.getByLabel(ui.columns.name)).toHaveValue(name)

  await dialog.getByLabel(ui.max_amount).fill(String(amount + 1))
  await dialog.getByRole("button", { name: ui.save }).click()
  await expect(page.getByText(ui.saved).first()).toBeVisible()
  await expect(page.getByTestId("barem-list").getByText(name)).toBeVisible()

  await page.goto(`${calculator}?${VARIANT === "cz" ? "castka" : "suma"}=${amount}`)
  await expect(page.getByTestId("installment-options")).toContainText(name)
})

test("adds a phone on an installment scale chosen on the product page, without script; the checkout then offers installments only", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto("/p/samsung-galaxy-a16")
  const tab = page.getByTestId("installment-buy")
  await expect(tab.locator("summary")).toHaveText(texts.buyTitle)
  await tab.locator("summary").click()
  const radios = tab.getByRole("radio")
  expect(await radios.count()).toBeGreaterThan(1)
  // The second scale, not the preselected cheapest one.
  const label = (await tab.locator("label").nth(1).textContent())!.trim()
  const name = label.split(":")[0]
  await radios.nth(1).check()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
  await tab.getByTestId("installment-add").click()

  await expect(page).toHaveURL(/\/cart$/)
  const chosen = page.getByTestId("line-payment-chosen").first()
  await expect(chosen).toContainText(lead(messages.linePayment.chosenInstallment))
  await expect(chosen).toContainText(name)
  await expect(chosen).toContainText(messages.linePayment.arrange.online)

  await page.goto("/checkout")
  await expect(page.getByTestId("installments-only")).toHaveText(messages.payment.installmentsOnly)
  const offered = await page
    .getByTestId("payment-option")
    .locator("input")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
  // Home Credit's barems in the Czech shop, TBI Bank's in the Romanian one.
  expect(offered.length).toBeGreaterThan(0)
  expect(offered.every((value) => value.startsWith(VARIANT === "cz" ? "pp_home-credit_" : "pp_tbi_"))).toBe(true)
  await context.close()
})

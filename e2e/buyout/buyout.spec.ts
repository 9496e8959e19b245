import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, VARIANT } from "../shop"
import { adminGet, answerConditions, asNewShopper, buyout, dataLayerEvents, fillSellForm, money, selectPhone, t, waitForMail } from "../buyout-helpers"

/** The backend's own appraisal of what the page has checked: the price the page must show. */
async function serverAppraisal(page: Page) {
  const form = page.locator("form.buyout-form")
  const color = await form.locator('input[name="device_identifier"]').inputValue()
  const version = await form.locator('input[name="appraisal_version"]').inputValue()
  const choices = await form.locator('input[type="radio"]:checked').evaluateAll((inputs) => inputs.map((i) => Number((i as HTMLInputElement).value)))
  const { publishable_key } = await (await fetch(`${BACKEND_URL}/public/storefront-config`)).json()
  const res = await fetch(`${BACKEND_URL}/store/buyout/appraise`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-publishable-api-key": publishable_key },
    body: JSON.stringify({ device_identifier: color, appraisal_version: version, device_condition_choices: choices }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { quality: string; price: number; can_buyout: boolean }
}

test("a shopper appraises a phone, gets the quote by e-mail and sells it online", async ({ page, browser }) => {
  await asNewShopper(page)
  const stamp = `${Date.now()}`
  const email = `e2e.buyout.${VARIANT}.${stamp}@example.com`

  await page.goto("/")
  await page.getByTestId("buyout-link").first().click()
  await expect(page).toHaveURL(new RegExp(`${buyout.prefix}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("buyout.title"))

  await selectPhone(page)
  // The view is pushed by an effect after the render that follows the URL change: poll, not read once.
  await expect.poll(async () => (await dataLayerEvents(page)).filter((e) => e === "virtual_page_view").length).toBeGreaterThanOrEqual(4)

  // A reload of the device's own URL restores the selection, server-rendered.
  const deviceUrl = page.url()
  await page.reload()
  await expect(page.locator(".buyout-color input:checked")).toHaveCount(1)
  await expect(page.getByTestId("buyout-condition").first()).toBeVisible()

  // Visible scratches on the display: a worse grade than the best answers.
  await answerConditions(page, { 0: 2 })
  const expected = await serverAppraisal(page)
  expect(expected.can_buyout).toBe(true)
  const result = page.getByTestId("buyout-result")
  await expect(result.getByTestId("quality-badge")).toHaveText(t("quality.grade").replace("{{grade}}", expected.quality))
  await expect(page.getByTestId("buyout-price")).toHaveText(money(expected.price))
  // The first Apple phone is the iPhone 16 Pro, which the shop sells: its seeded bonus is 15 %.
  await expect(page.getByTestId("buyout-max-bonus")).toContainText(t("buyout.result.maxBonus").replace("{{value}}", "15"))

  // The quote by e-mail reaches the mail catcher and its link reopens it.
  await page.getByRole("button", { name: t("buyout.actions.email") }).click()
  const emailForm = page.getByTestId("buyout-email-form")
  await emailForm.getByLabel(t("buyout.fields.email")).fill(email)
  await emailForm.getByRole("button", { name: t("buyout.email.submit") }).click()
  await expect(page.getByTestId("buyout-email-sent")).toHaveText(t("buyout.email.sent"))
  const quote = await waitForMail(email)
  const code = /url_code=([A-Za-z0-9_-]+)/.exec(`${quote.text}`)?.[1]
  expect(code, "the quote e-mail links back to the offer").toBeTruthy()

  await page.goto(`${buyout.prefix}?url_code=${code}`)
  await expect(page.getByTestId("buyout-quote")).toContainText(email)
  await expect(page.getByTestId("buyout-price")).toHaveText(money(expected.price))

  // Sell online from the device page.
  await page.goto(deviceUrl)
  await answerConditions(page, { 0: 2 })
  await expect(page.getByTestId("buyout-price")).toHaveText(money(expected.price))
  await page.getByRole("button", { name: t("buyout.actions.sell").replace("{{price}}", money(expected.price)) }).click()
  await fillSellForm(page, email)
  await page.getByTestId("buyout-sell-submit").click()

  await expect(page).toHaveURL(new RegExp(`${buyout.thanks}[^/]+$`))
  const number = page.getByTestId("buyout-number")
  await expect(number).toContainText(buyout.numberPrefix)
  const buyoutNumber = /([A-Z]{2}\d+)/.exec((await number.textContent()) ?? "")![1]
  await expect(page.getByTestId("buyout-review")).toContainText(buyoutNumber)
  // The review shows the birth number / CNP masked, never in full.
  for (const secret of buyout.plaintext) await expect(page.getByTestId("buyout-review")).not.toContainText(secret)
  const finished = await dataLayerEvents(page)
  expect(finished).toContain("buyout form start")
  expect(finished).toContain("buyout form finish")

  // Staff find the request in the admin API with the personal data masked.
  const list = await adminGet(`/admin/buyouts?q=${encodeURIComponent(buyoutNumber)}`)
  const row = list.buyouts.find((b: { number: string }) => b.number === buyoutNumber)
  expect(row, "the sale is listed in the admin").toBeTruthy()
  expect(row.email).toBe(email)
  const { buyout: detail } = await adminGet(`/admin/buyouts/${row.id}`)
  expect(detail.customer_data.personal_identification_number).toMatch(/\*/)
  const json = JSON.stringify(detail)
  for (const secret of buyout.plaintext) expect(json).not.toContain(secret)

  // The review holds the seller's personal data: another browser with the same URL gets 404…
  const thanksUrl = page.url()
  const stranger = await browser.newContext()
  try {
    const other = await stranger.newPage()
    const response = await other.goto(thanksUrl)
    expect(response?.status()).toBe(404)
    await expect(other.getByTestId("buyout-review")).toHaveCount(0)
    await expect(other.locator("body")).not.toContainText(email)

    // …but the signed link of the confirmation e-mail opens it, and leaves the address bar without the token.
    const confirmation = await waitForMail(email)
    const link = /https?:\/\/\S+\?token=[A-Za-z0-9._%-]+/.exec(confirmation.text)?.[0]
    expect(link, "the confirmation e-mail links to the review").toBeTruthy()
    await other.goto(new URL(new URL(link!).pathname + new URL(link!).search, thanksUrl).toString())
    await expect(other).toHaveURL(thanksUrl)
    await expect(other.getByTestId("buyout-review")).toContainText(buyoutNumber)
    await other.reload()
    await expect(other.getByTestId("buyout-review")).toContainText(buyoutNumber)
  } finally {
    await stranger.close()
  }

  // The status page finds it by number and e-mail, with the e-mail never in the URL.
  await page.goto(buyout.status)
  await page.getByLabel(t("buyout.status.number")).fill(buyoutNumber)
  await page.getByLabel(t("buyout.fields.email")).fill(email)
  await page.getByRole("button", { name: t("buyout.status.submit") }).click()
  await expect(page.getByTestId("buyout-status")).toContainText(buyoutNumber)
  expect(page.url()).not.toContain("email")
  expect(page.url()).not.toContain(encodeURIComponent(email))
})

test("a server field error shows at its field and keeps what was typed", async ({ page }) => {
  await asNewShopper(page)
  await page.goto(buyout.prefix)
  await selectPhone(page)
  await answerConditions(page)
  await page.getByRole("button", { name: new RegExp(t("buyout.actions.sell").replace("{{price}}", ".*")) }).click()
  const email = `e2e.buyout.error.${Date.now()}@example.com`
  // A wrong check digit: only the server's validator knows.
  await fillSellForm(page, email, { birthNumber: buyout.seller.badBirthNumber })
  await page.getByTestId("buyout-sell-submit").click()

  const form = page.getByTestId("buyout-sell-form")
  const message = VARIANT === "cz" ? "Zadejte platné rodné číslo." : "Introduceți un CNP valid."
  await expect(form.getByTestId("error-birthNumber")).toHaveText(message)
  await expect(form.locator('[name="birthNumber"]')).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByTestId("buyout-sell-error")).toBeVisible()
  // Nothing typed is lost.
  await expect(form.locator('[name="birthNumber"]')).toHaveValue(buyout.seller.badBirthNumber)
  await expect(form.locator('[name="firstName"]')).toHaveValue(buyout.seller.firstName)
  await expect(form.locator('[name="email"]')).toHaveValue(email)
  await expect(form.locator('[name="bankAccountNumber"]')).toHaveValue(buyout.seller.bankAccountNumber)
  await expect(page).toHaveURL(new RegExp(`${buyout.prefix}/`))
})

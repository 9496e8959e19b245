import { randomInt } from "node:crypto"
import { expect, test, type Locator, type Page } from "@playwright/test"
import { accountPaths } from "@electroshop/contracts/account"
import { admin, store } from "../../backend/integration-tests/helpers/api"
import { buyAs, registerCustomer } from "../../backend/integration-tests/helpers/customer"
import { VARIANT, messages } from "../shop"

const paths = accountPaths(VARIANT)
const m = messages.account
const BOUGHT = "xiaomi-redmi-buds-6"
const NOT_BOUGHT = "google-pixel-9"
// The spec's "only already bought products can be reviewed", in the shop language.
const NOT_BOUGHT_MESSAGE = VARIANT === "cz" ? "Hodnotit lze pouze již zakoupené produkty." : "Pot fi evaluate doar produsele deja cumpărate."

/** A form field by its label; a required one's label ends with a marker. */
const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`))

test("a buyer writes a review from the product page, is refused for a product not bought, and the approved review shows with the average", async ({ page }) => {
  const tag = randomInt(1e6)
  const lastName = `Hodnotitel${tag}`
  const customer = await registerCustomer({ first_name: "Jan", last_name: lastName })
  const product = await buyAs(customer, BOUGHT)
  const before = (await store(`/store/reviews?product_id=${product.id}`)).body

  // the product page, the same for everyone, links to the form; the login comes first and returns there
  await page.goto(`/p/${BOUGHT}`)
  await page.getByTestId("review-write").click()
  await expect(page).toHaveURL(new RegExp(`${paths.login}\\?`))
  await field(page, m.fields.email).fill(customer.email)
  await field(page, m.fields.password).fill("Secret123!")
  await page.getByRole("button", { name: m.login.submit, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${paths.reviews}\\?product=${BOUGHT}$`))

  const form = page.getByTestId("review-form")
  await expect(field(form, m.reviews.fullName)).toHaveValue(`Jan ${lastName}`)
  // a field-level error from the backend keeps the shopper on the form
  await field(form, m.reviews.fullName).fill("")
  await field(form, m.reviews.rating).fill("4")
  await field(form, m.reviews.text).fill("x")
  await form.evaluate((f: HTMLFormElement) => f.setAttribute("novalidate", ""))
  await page.getByRole("button", { name: m.reviews.submit }).click()
  await expect(page.getByTestId("error-full_name")).toBeVisible()

  const text = `Výborný zvuk ${tag}`
  await field(page, m.reviews.fullName).fill(`Jan ${lastName}`)
  await field(page, m.reviews.rating).fill("4")
  await field(page, m.reviews.text).fill(text)
  await field(page, m.reviews.pros).fill("Zvuk")
  await field(page, m.reviews.cons).fill("Pouzdro")
  await page.getByRole("button", { name: m.reviews.submit }).click()
  await expect(page.getByRole("status")).toHaveText(m.reviews.done)
  // reviewed: no longer among the products to review, and a second form is refused
  await expect(page.getByTestId("products-to-review")).toHaveCount(0)
  await page.goto(`${paths.reviews}?product=${BOUGHT}`)
  await expect(page.getByRole("alert")).toHaveText(m.reviews.alreadyReviewed)

  // a product this customer did not buy: the spec's refusal, no form
  await page.goto(`${paths.reviews}?product=${NOT_BOUGHT}`)
  await expect(page.getByRole("alert")).toHaveText(NOT_BOUGHT_MESSAGE)
  await expect(page.getByTestId("review-form")).toHaveCount(0)

  // staff approve it; the product page then shows it with the new average
  const list = await admin(`/admin/reviews?product_id=${product.id}&state=pending`)
  const pending = list.body.reviews.find((r: { text: string }) => r.text === text)
  expect((await admin(`/admin/reviews/${pending.id}/approve`, { method: "POST" })).status).toBe(200)
  const after = (await store(`/store/reviews?product_id=${product.id}`)).body
  expect(after.count).toBe(before.count + 1)
  await expect(async () => {
    await page.goto(`/p/${BOUGHT}`)
    await expect(page.getByTestId("product-reviews")).toContainText(text, { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const average = new Intl.NumberFormat(VARIANT === "cz" ? "cs" : "ro", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(after.average_rating)
  await expect(page.getByTestId("reviews-average")).toHaveText(average)
  await expect(page.getByTestId("product-reviews")).toContainText(`Jan ${lastName}`)
  await expect(page.getByTestId("product-reviews")).toContainText(`${messages.reviews.pros}: Zvuk`)
})

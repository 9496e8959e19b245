import fs from "node:fs"
import { expect, test } from "@playwright/test"
import { createCodePromotion } from "../../backend/integration-tests/helpers/promotions"
import { BACKEND_URL, addProductToCart, fillCheckoutForm, loginToAdmin, messages, adminTexts } from "../shop"

const plugin = adminTexts
const ui = plugin.promotionCodes

async function promotion(code: string, percent: number) {
  const { status, body } = await createCodePromotion(code, { percent })
  expect(status).toBe(200)
  return body.promotion as { id: string }
}

test("staff generate single-use codes as CSV; a shopper redeems one in lower case, once", async ({ page, browser }) => {
  const template = await promotion(`E2E-BATCH-${Date.now()}`, 20)
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/promotions/${template.id}`)
  const widget = page.getByTestId("promotion-codes")
  await expect(widget.getByRole("heading", { name: ui.title })).toBeVisible()
  await expect(page.getByTestId("promotion-large-discount")).toHaveCount(0)

  // A count out of range is refused at the field, before anything is sent.
  const count = widget.getByLabel(ui.count.replace("{{max}}", "1000"))
  await count.fill("0")
  await widget.getByRole("button", { name: ui.generate }).click()
  await expect(widget.getByTestId("error-promotion-codes-count")).toHaveText(ui.count_invalid)

  await count.fill("3")
  await widget.getByRole("button", { name: ui.generate }).click()
  await expect(widget.getByTestId("promotion-codes-result")).toContainText(ui.generated.replace("{{count}}", "3"))
  const downloading = page.waitForEvent("download")
  await widget.getByRole("button", { name: ui.download }).click()
  const csv = fs
    .readFileSync(await (await downloading).path(), "utf8")
    .trim()
    .split(/\r?\n/)
  expect(csv[0]).toBe("code")
  const codes = csv.slice(1)
  expect(codes).toHaveLength(3)
  for (const code of codes) expect(code).toMatch(/^[0-9A-Za-z]{10}$/)

  // The first shopper redeems the first code typed in lower case …
  const shopper = await browser.newPage()
  await addProductToCart(shopper, "samsung-galaxy-a16")
  await shopper.goto("/cart")
  await shopper.getByTestId("discount-input").fill(codes[0].toLowerCase())
  await shopper.getByTestId("discount-apply").click()
  await expect(shopper.getByTestId("applied-code")).toHaveText(codes[0])
  await shopper.goto("/checkout")
  await fillCheckoutForm(shopper)
  await shopper.getByTestId("checkout-submit").click()
  await expect(shopper.getByTestId("order-confirmed")).toBeVisible()
  await shopper.close()

  // … and the next shopper is told the code is not valid any more.
  const next = await browser.newPage()
  await addProductToCart(next, "samsung-galaxy-a16")
  await next.goto("/cart")
  await next.getByTestId("discount-input").fill(codes[0])
  await next.getByTestId("discount-apply").click()
  await expect(next.getByTestId("discount-error")).toHaveText(messages.discount.invalid)
  await expect(next.getByTestId("applied-code")).toHaveCount(0)
  await next.close()
})

test("the admin warns on a percentage discount of 80 % or more", async ({ page }) => {
  const large = await promotion(`E2E-BIG-${Date.now()}`, 85)
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/promotions/${large.id}`)
  await expect(page.getByTestId("promotion-large-discount")).toContainText(ui.large_discount.replace("{{percent}}", "85"))
})

test("staff mark a discount not combinable; a shopper holding another code is told so in the cart", async ({ page, browser }) => {
  // An admin story and a shopper's: twice the usual time on a busy machine.
  test.slow()
  const fields = plugin.promotionShopFields
  const alone = `E2E-ALONE-${Date.now()}`
  const other = `E2E-OTHER-${Date.now()}`
  const { id } = await promotion(alone, 10)
  await promotion(other, 5)
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/promotions/${id}`)
  const widget = page.getByTestId("promotion-shop-fields")
  await expect(widget.getByRole("heading", { name: fields.title })).toBeVisible()
  await expect(widget.getByLabel(fields.combinable)).toBeChecked()
  await widget.getByLabel(fields.marketing_name).fill("Zimní sleva")
  await widget.getByLabel(fields.combinable).click()
  await expect(widget.getByLabel(fields.cumulative_bonus)).toBeChecked()
  await widget.getByLabel(fields.cumulative_bonus).click()
  await widget.getByRole("button", { name: fields.save }).click()
  await expect(page.getByText(fields.saved).first()).toBeVisible()
  await page.reload()
  await expect(page.getByTestId("promotion-shop-fields").getByLabel(fields.marketing_name)).toHaveValue("Zimní sleva")
  await expect(page.getByTestId("promotion-shop-fields").getByLabel(fields.combinable)).not.toBeChecked()
  await expect(page.getByTestId("promotion-shop-fields").getByLabel(fields.cumulative_bonus)).not.toBeChecked()

  const shopper = await browser.newPage()
  await addProductToCart(shopper, "samsung-galaxy-a16")
  await shopper.goto("/cart")
  await shopper.getByTestId("discount-input").fill(other)
  await shopper.getByTestId("discount-apply").click()
  await expect(shopper.getByTestId("applied-code")).toHaveText(other)
  await shopper.getByTestId("discount-input").fill(alone.toLowerCase())
  await shopper.getByTestId("discount-apply").click()
  await expect(shopper.getByTestId("discount-error")).toContainText(alone)
  await expect(shopper.getByTestId("applied-code")).toHaveText(other)
  await shopper.close()
})

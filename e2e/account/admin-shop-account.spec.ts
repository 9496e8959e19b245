import { expect, test } from "@playwright/test"
import { admin } from "../../backend/integration-tests/helpers/api"
import { registered } from "../account-helpers"
import { BACKEND_URL, loginToAdmin, adminTexts } from "../shop"

const ui = adminTexts.shopAccount

/** Staff turn a customer's account into a shop account (an in-store customer's) on the customer page, and back. */
test("staff mark and unmark a shop account in the customer's admin page", async ({ page }) => {
  const shopper = await registered()
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/customers/${shopper.id}`)
  const widget = page.getByTestId("customer-shop-account")
  await expect(widget.getByRole("heading", { name: ui.title })).toBeVisible()
  const flag = widget.getByRole("checkbox", { name: ui.flag })
  await expect(flag).toHaveAttribute("aria-checked", "false")

  await flag.click()
  await widget.getByRole("button", { name: ui.save }).click()
  await expect(page.getByText(ui.saved)).toBeVisible()
  expect((await admin(`/admin/customers/${shopper.id}`)).body.customer.metadata).toMatchObject({ shop_account: true })

  await page.reload()
  await expect(page.getByTestId("customer-shop-account").getByRole("checkbox", { name: ui.flag })).toHaveAttribute("aria-checked", "true")
  await page.getByTestId("customer-shop-account").getByRole("checkbox", { name: ui.flag }).click()
  await page.getByTestId("customer-shop-account").getByRole("button", { name: ui.save }).click()
  await expect.poll(async () => (await admin(`/admin/customers/${shopper.id}`)).body.customer.metadata?.shop_account).toBe(false)
})

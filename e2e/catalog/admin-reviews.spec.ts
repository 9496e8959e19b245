import { randomInt } from "node:crypto"
import { expect, test } from "@playwright/test"
import { store } from "../../backend/integration-tests/helpers/api"
import { buyAs, registerCustomer } from "../../backend/integration-tests/helpers/customer"
import { BACKEND_URL, loginToAdmin, LANG, adminTexts } from "../shop"

const ui = adminTexts.reviews

test("staff approve a buyer's pending review in the grid, correct its text, and it becomes public", async ({ page }) => {
  // A customer buys a tablet through the store API checkout and reviews it.
  const lastName = `Recenzentka${randomInt(1e6)}`
  const customer = await registerCustomer({ first_name: "Eva", last_name: lastName })
  const product = await buyAs(customer, "samsung-galaxy-tab-a9-plus")
  const text = `Spolehlivý tablet ${randomInt(1e6)}`
  const created = await store("/store/reviews", {
    method: "POST",
    headers: customer.headers,
    json: { product_id: product.id, rating: 4, text, full_name: `Eva ${lastName}` },
  })
  expect(created.status).toBe(201)
  const isPublic = async () => (await store(`/store/reviews?product_id=${product.id}&limit=100`)).body.reviews.some((r: any) => r.id === created.body.review.id)
  expect(await isPublic()).toBe(false)

  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app`)
  await page.getByRole("link", { name: ui.menu, exact: true }).click()
  await expect(page.getByRole("heading", { name: ui.title, exact: true })).toBeVisible()
  await page.getByLabel(ui.filters.state).selectOption("pending")
  await expect(page).toHaveURL(/state=pending/)

  const row = page.getByTestId("review-list").getByRole("row").filter({ hasText: text })
  await expect(row.getByTestId("review-state")).toHaveText(ui.state.pending)
  await row.getByRole("button", { name: new RegExp(`^${ui.approve}: Eva ${lastName}`) }).click()
  await expect(page.getByText(ui.saved).first()).toBeVisible()
  // Approved, it leaves the pending filter and is public.
  await expect(row).toHaveCount(0)
  expect(await isPublic()).toBe(true)

  await page.getByLabel(ui.filters.state).selectOption("approved")
  const approved = page.getByTestId("review-list").getByRole("row").filter({ hasText: text })
  await expect(approved.getByTestId("review-state")).toHaveText(ui.state.approved)
  await approved.getByRole("button", { name: ui.edit, exact: true }).click()
  const corrected = `${text} (opraveno)`
  await page.getByLabel(ui.columns.text, { exact: true }).fill(corrected)
  await page.getByRole("button", { name: ui.save, exact: true }).click()
  await expect(page.getByTestId("review-list").getByRole("row").filter({ hasText: corrected })).toHaveCount(1)
  const published = (await store(`/store/reviews?product_id=${product.id}&limit=100`)).body.reviews.find((r: any) => r.id === created.body.review.id)
  expect(published.text).toBe(corrected)
})

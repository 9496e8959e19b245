import { expect, test } from "@playwright/test"
import { SENSITIVE, VALID_IMEI, msg, sellPhone } from "../../backend/integration-tests/helpers/buyout"
import { BACKEND_URL, VARIANT, loginToAdmin, LANG, adminTexts } from "../shop"

/**
 * Staff process a buy-out in the admin: the sale is created through the store
 * API exactly like the integration tests do (helpers/buyout.ts), then found in
 * the admin's buy-out list, its masked birth number / CNP revealed (logged),
 * its status moved on; and the CSV price import refuses a file without `price`.
 *
 * The admin runs in the shop's language (cs / ro), so the test also proves the
 * screens follow the admin language; texts come from the plugin's catalogue.
 */
const ui = adminTexts.buyouts
const ADMIN_EMAIL = process.env.ADMIN_EMAIL ?? "admin@electroshop.local"

test("staff find a buy-out, reveal the masked birth number / CNP (logged) and move the status on", async ({ page }) => {
  const sale = await sellPhone()
  await loginToAdmin(page, { language: LANG })

  // the sidebar entry leads to the list
  await page.goto(`${BACKEND_URL}/app/orders`)
  await page.getByRole("link", { name: ui.menu, exact: true }).click()
  await expect(page.getByRole("heading", { name: ui.list.title })).toBeVisible()

  // search by the number, open the detail
  await page.getByLabel(ui.filters.search, { exact: true }).fill(sale.number)
  await page.getByLabel(ui.filters.search, { exact: true }).press("Enter")
  await expect(page).toHaveURL(new RegExp(`q=${sale.number}`))
  const rows = page
    .getByTestId("buyout-list")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText(sale.email)
  await rows.first().getByRole("link", { name: sale.number }).click()
  await expect(page.getByRole("heading", { name: ui.detail.title.replace("{{number}}", sale.number) })).toBeVisible()
  await expect(page.getByTestId("buyout-device")).toContainText(VALID_IMEI)

  // masked: the last digits only, never the plain birth number / CNP
  const pin = page.getByTestId("buyout-field-personal_identification_number")
  await expect(pin).toContainText(`******${SENSITIVE.pin.slice(-4)}`)
  await expect(pin).not.toContainText(SENSITIVE.pin)
  await expect(page.getByTestId("buyout-reveal-log")).toContainText(ui.customer.log_empty)

  // reveal after confirming, with a reason; the log names the admin
  await page.getByRole("button", { name: ui.customer.reveal, exact: true }).click()
  const dialog = page.getByRole("alertdialog")
  await expect(dialog).toContainText(ui.customer.reveal_title)
  await dialog.getByLabel(ui.customer.reveal_reason).fill("e2e: payment check")
  await dialog.getByRole("button", { name: ui.customer.reveal_confirm, exact: true }).click()
  await expect(pin).toContainText(SENSITIVE.pin)
  await expect(page.getByTestId("buyout-field-bank_account_full_number")).toContainText(SENSITIVE.account)
  const logEntry = page.getByTestId("buyout-reveal-entry")
  await expect(logEntry).toHaveCount(1)
  await expect(logEntry).toContainText(ADMIN_EMAIL)
  await expect(logEntry).toContainText("e2e: payment check")

  // status: only the lifecycle's next steps are offered; choose "device received"
  const statusForm = page.getByTestId("buyout-status-change")
  await statusForm.getByLabel(ui.status_change.new_status).click()
  const options = page.getByRole("option")
  await expect(options).toHaveText([ui.status.device_received, ui.status.cancelled])
  await page.getByRole("option", { name: ui.status.device_received }).click()
  await statusForm.getByLabel(ui.status_change.note).fill("Arrived at the centre")
  await statusForm.getByRole("button", { name: ui.status_change.submit }).click()
  await expect(page.getByText(ui.status_change.changed.replace("{{status}}", ui.status.device_received))).toBeVisible()
  await expect(statusForm.getByTestId("buyout-status")).toHaveText(ui.status.device_received)
  const history = page.getByTestId("buyout-history-entry")
  await expect(history.last()).toContainText(ui.status.device_received)
  await expect(history.last()).toContainText("Arrived at the centre")

  // a reload reads it from the server again
  await page.reload()
  await expect(page.getByTestId("buyout-status-change").getByTestId("buyout-status")).toHaveText(ui.status.device_received)
})

test("the CSV price import rejects a file without the price column and names it", async ({ page }) => {
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/buyout-catalogue`)
  await expect(page.getByRole("heading", { name: ui.catalogue.title, level: 1 })).toBeVisible()
  await expect(page.getByTestId("buyout-models").getByRole("row").nth(1)).toBeVisible()

  await page.getByLabel(ui.import.file).setInputFiles({
    name: "prices.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("model;quality\niphone-13;A\n"),
  })
  await page.getByRole("button", { name: ui.import.submit, exact: true }).click()
  const error = page.getByTestId("buyout-import-error")
  await expect(error).toContainText(msg.missingColumns("price"))
  await expect(error).toContainText(ui.import.missing.replace("{{columns}}", "price"))
})

test("staff create a buy-out model with a colour, a grade and a question, then delete it after confirming", async ({ page }) => {
  const stamp = Date.now()
  const value = `e2e-model-${stamp}`
  const label = `E2E Model ${stamp}`
  const answer = VARIANT === "cz" ? "Bez škrábanců" : "Fără zgârieturi"
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/buyout-catalogue`)
  await expect(page.getByRole("heading", { name: ui.catalogue.title, level: 1 })).toBeVisible()

  // the drawer checks the slug at its field before anything is sent
  await page.getByRole("button", { name: ui.catalogue.new_model, exact: true }).click()
  const drawer = page.getByRole("dialog")
  await drawer.getByLabel(ui.catalogue.model_value, { exact: true }).fill("Not A Slug")
  await drawer.getByRole("button", { name: ui.catalogue.create, exact: true }).click()
  await expect(drawer.getByText(ui.catalogue.invalid_slug)).toBeVisible()

  await drawer.getByLabel(ui.catalogue.model_value, { exact: true }).fill(value)
  await drawer.getByLabel(ui.catalogue.model_label, { exact: true }).fill(label)
  await drawer.getByLabel(ui.catalogue.type, { exact: true }).selectOption({ index: 1 })
  await drawer.getByLabel(ui.catalogue.manufacturer, { exact: true }).selectOption({ index: 1 })
  await drawer.getByLabel(ui.catalogue.minimal_price, { exact: true }).fill("500")
  await drawer.getByRole("button", { name: ui.catalogue.create, exact: true }).click()

  // the new model's page opens
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`${label}$`) })).toBeVisible()

  const colorForm = page.getByTestId("buyout-add-color")
  await colorForm.getByLabel(ui.catalogue.color_slug, { exact: true }).fill("black")
  await colorForm.getByLabel(ui.catalogue.new_color_label, { exact: true }).fill("Black")
  await colorForm.getByRole("button", { name: ui.catalogue.add_color }).click()
  await expect(page.getByTestId("buyout-model-colors")).toContainText(`${value}-black`)

  const resultForm = page.getByTestId("buyout-add-result")
  await resultForm.getByLabel(ui.catalogue.grade, { exact: true }).selectOption("A+")
  await resultForm.getByLabel(ui.catalogue.price, { exact: true }).fill("4000")
  await resultForm.getByRole("button", { name: ui.catalogue.add_result }).click()
  const gradePrice = page.getByLabel(ui.catalogue.price_of.replace("{{grade}}", "A+"), { exact: true })
  await expect(gradePrice).toHaveValue("4000")

  // a grade's price is changed in its row; a text that is no whole amount is refused at the field and kept
  const results = page.getByTestId("buyout-model-results")
  await gradePrice.fill("40 Kč")
  await results.getByRole("button", { name: ui.catalogue.save, exact: true }).click()
  await expect(results.getByRole("alert")).toHaveText(ui.catalogue.invalid_amount)
  await expect(gradePrice).toHaveValue("40 Kč")
  await gradePrice.fill("4200")
  await results.getByRole("button", { name: ui.catalogue.save, exact: true }).click()
  await expect(results.getByRole("alert")).toHaveCount(0)
  await expect(results.getByRole("button", { name: ui.catalogue.save, exact: true })).toHaveCount(0)
  await page.reload()
  await expect(gradePrice).toHaveValue("4200")

  const conditionForm = page.getByTestId("buyout-add-condition")
  await conditionForm.getByLabel(ui.catalogue.condition_name, { exact: true }).fill("Display")
  await conditionForm.getByRole("button", { name: ui.catalogue.add_condition }).click()
  const condition = page.getByTestId("buyout-condition").filter({ hasText: "Display" })
  await expect(condition).toHaveCount(1)

  const choiceForm = condition.getByTestId("buyout-add-choice")
  await choiceForm.getByLabel(ui.catalogue.choice, { exact: true }).fill(answer)
  await choiceForm.getByLabel(ui.catalogue.leads_to, { exact: true }).selectOption({ label: "A+" })
  await choiceForm.getByLabel(ui.catalogue.correction, { exact: true }).fill("-100")
  await choiceForm.getByRole("button", { name: ui.catalogue.add_choice }).click()
  await expect(page.getByLabel(ui.catalogue.correction_of.replace("{{choice}}", answer), { exact: true })).toHaveValue("-100")
  await expect(condition.getByRole("row").filter({ hasText: answer })).toContainText("A+")

  // it is listed in the catalogue
  await page.getByTestId("buyout-model").getByRole("link", { name: ui.catalogue.back }).click()
  await page.getByLabel(ui.catalogue.search, { exact: true }).fill(value)
  const row = page.getByTestId("buyout-models").getByRole("row").filter({ hasText: label })
  await expect(row).toHaveCount(1)

  // delete: nothing happens until confirmed
  await row.getByRole("link", { name: label }).click()
  await page.getByRole("button", { name: ui.catalogue.delete_model, exact: true }).click()
  const prompt = page.getByRole("alertdialog")
  await expect(prompt).toContainText(ui.catalogue.delete_title)
  await prompt.getByRole("button", { name: ui.catalogue.delete, exact: true }).click()
  await expect(page.getByText(ui.catalogue.deleted)).toBeVisible()
  await expect(page).toHaveURL(/\/app\/buyout-catalogue$/)
  await page.getByLabel(ui.catalogue.search, { exact: true }).fill(value)
  await expect(page.getByTestId("buyout-empty")).toHaveText(ui.catalogue.empty)
})

import { expect, test } from "@playwright/test"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { sidewaysOverflow } from "./admin-helpers"

/**
 * Shipping boxes in the admin (issue 36, "choose the box"), as the demo warehouse account: a new box
 * with a side too long refused at its field, then saved and listed with its size, then deleted after
 * the question. Choosing a box at packing is warehouse-packing.spec.ts's; the rules, parcels.test.ts's
 * and boxes.test.ts's. ro lane only: nothing here differs between the variants.
 */
const ui = adminTexts.boxes
const NAME = `E2E ${Date.now().toString(36).toUpperCase()}`

test("the warehouse adds a box, with a side too long refused at its field, and deletes it", async ({ page }) => {
  await loginToAdmin(page, { language: LANG, email: "warehouse@electroshop.local" })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/boxes`)
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1, name: ui.title })).toBeVisible()
  const list = page.getByTestId("box-list")
  await expect(list.getByRole("row").filter({ hasText: /^M/ })).toContainText(/32\s×\s24\s×\s10\scm/)

  await main.getByRole("button", { name: ui.create, exact: true }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel(ui.name, { exact: true }).fill(NAME)
  await dialog.getByLabel(ui.length, { exact: true }).fill("250")
  await dialog.getByLabel(ui.width, { exact: true }).fill("40")
  await dialog.getByLabel(ui.height, { exact: true }).fill("30")
  await dialog.getByLabel(ui.weight, { exact: true }).fill("800")
  await dialog.getByRole("button", { name: adminTexts.common.save, exact: true }).click()
  await expect(dialog.getByTestId("error-box-new-length_cm")).toHaveText(/.+/)
  await expectAccessible(page, "admin: a new box with an error", { include: ['[role="dialog"]'] })
  await dialog.getByLabel(ui.length, { exact: true }).fill("60")
  await dialog.getByRole("button", { name: adminTexts.common.save, exact: true }).click()
  await expect(dialog).toHaveCount(0)
  const row = list.getByRole("row").filter({ hasText: NAME })
  await expect(row).toContainText(/60\s×\s40\s×\s30\scm/)
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  // A name in use is the backend's word at the name's field.
  await main.getByRole("button", { name: ui.create, exact: true }).click()
  await dialog.getByLabel(ui.name, { exact: true }).fill(NAME)
  for (const [field, value] of [
    [ui.length, "10"],
    [ui.width, "10"],
    [ui.height, "10"],
    [ui.weight, "50"],
  ] as const)
    await dialog.getByLabel(field, { exact: true }).fill(value)
  await dialog.getByRole("button", { name: adminTexts.common.save, exact: true }).click()
  await expect(dialog.getByTestId("error-box-new-name")).toHaveText(backendTexts("warehouse").box_name_taken)
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)

  await row.getByRole("button", { name: `${ui.delete}: ${NAME}`, exact: true }).click()
  await page.getByRole("alertdialog").getByRole("button", { name: ui.delete, exact: true }).click()
  await expect(row).toHaveCount(0)
})

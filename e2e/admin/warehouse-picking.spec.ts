import { expect, test, type Page } from "@playwright/test"
import { BACKEND_URL, LANG, adminTexts, backendTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * The warehouse's picking statuses in the admin (issue 36), as the seeded demo warehouse account
 * (backend scripts/seed/staff.ts) in the variant's language: the demo orders are in every status
 * (backend scripts/seed/demo-orders.ts), the oldest still waiting. A reset back to waiting needs a
 * supervisor, who approves it at the warehouse's screen with their own sign-in.
 */
const ui = adminTexts.picking
const approval = adminTexts.supervisorApproval
const WAREHOUSE = "warehouse@electroshop.local"
const SUPERVISOR = "supervisor@electroshop.local"
const PASSWORD = process.env.ADMIN_PASSWORD ?? "Admin123!"

/** The queue's status tab, once its orders have loaded: the previous tab's rows stay while they do. */
async function openTab(page: Page, status: string) {
  const tab = page.locator("main").getByRole("group", { name: ui.filters.status }).getByRole("button", { name: status })
  await tab.click()
  await expect(tab).toHaveAttribute("aria-pressed", "true")
  const list = page.getByTestId("picking-list")
  await expect(list).toHaveAttribute("aria-busy", "false")
  await expect(list.getByTestId("picking-status").filter({ hasNotText: status })).toHaveCount(0)
}

test("the warehouse starts picking a waiting order and sees it on the order; resetting it back needs a supervisor's approval", async ({ page }) => {
  test.slow()
  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/picking`)
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1, name: ui.title })).toBeVisible()

  await openTab(page, ui.status.waiting)
  const list = page.getByTestId("picking-list")
  const waiting = list.getByRole("row").filter({ has: page.getByTestId("picking-status") })
  await expect(waiting.first().getByTestId("picking-status")).toHaveText(ui.status.waiting)
  await expectAccessible(page, "admin: picking queue", { include: ["main"] })

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(main.getByRole("heading", { level: 1, name: ui.title })).toBeVisible()
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  // The longest waiting order, by its number as the list links it ("#12").
  const number = (await waiting.first().getByRole("link").innerText()).trim()
  const order = number.replace(/^#/, "")
  await waiting
    .first()
    .getByRole("button", { name: fill(ui.change_order, { order }), exact: true })
    .click()
  await page.getByRole("menuitemradio", { name: ui.status.in_progress, exact: true }).click()
  await expect(page.getByText(fill(ui.changed, { order, status: ui.status.in_progress })).first()).toBeVisible()

  await openTab(page, ui.status.in_progress)
  // `has` is looked for inside each row: a locator of its own, not one that starts at the list.
  const link = page.getByRole("link", { name: number, exact: true })
  await expect(list.getByRole("row").filter({ has: link }).getByTestId("picking-status")).toHaveText(ui.status.in_progress)
  await list.getByRole("link", { name: number, exact: true }).click()
  const widget = page.getByTestId("electroshop-order-picking")
  await expect(widget).toBeVisible({ timeout: 20_000 })
  await expect(widget.getByTestId("picking-status")).toHaveText(ui.status.in_progress)
  const latest = widget.getByTestId("picking-history-entry").first()
  await expect(latest).toContainText(`${ui.status.waiting} → ${ui.status.in_progress}`)
  await expect(latest).toContainText(WAREHOUSE)

  // Back to waiting: the warehouse may not alone, the menu says so, and the server's reason asks for a supervisor.
  const reset = async () => {
    await widget.getByRole("button", { name: ui.change, exact: true }).click()
    const choice = page.getByRole("menuitemradio", { name: ui.status.waiting })
    await expect(choice).toContainText(ui.needs_supervisor)
    await choice.click()
    const dialog = page.getByRole("alertdialog", { name: approval.title })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(backendTexts("shop").staff_supervisor_required_picking_reset)
    return dialog
  }
  const asked = await reset()
  await expect(asked.getByLabel(approval.email, { exact: true })).toBeVisible()
  await expect(asked.getByLabel(approval.password, { exact: true })).toBeVisible()
  await expectAccessible(page, "admin: a supervisor's approval", { include: ['[role="alertdialog"]'] })
  await asked.getByRole("button", { name: adminTexts.common.cancel, exact: true }).click()
  await expect(asked).toHaveCount(0)
  await expect(widget.getByTestId("picking-status")).toHaveText(ui.status.in_progress)

  // The supervisor signs in at the warehouse's screen: the reset is the warehouse's, approved.
  const approving = await reset()
  await approving.getByLabel(approval.email, { exact: true }).fill(SUPERVISOR)
  await approving.getByLabel(approval.password, { exact: true }).fill(PASSWORD)
  await approving.getByRole("button", { name: approval.approve, exact: true }).click()
  await expect(approving).toHaveCount(0)
  await expect(page.getByText(fill(ui.changed, { order, status: ui.status.waiting })).first()).toBeVisible()
  await expect(widget.getByTestId("picking-status")).toHaveText(ui.status.waiting)
  await expect(latest).toContainText(`${ui.status.in_progress} → ${ui.status.waiting}`)
  await expect(latest).toContainText(WAREHOUSE)
})

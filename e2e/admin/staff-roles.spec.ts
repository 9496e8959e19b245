import { expect, test } from "@playwright/test"
import { sellPhone, waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { admin, anonymous, store } from "../../backend/integration-tests/helpers/api"
import { cartWith, completeCart, prepareCheckout } from "../../backend/integration-tests/helpers/checkout"
import { invitedUser } from "../../backend/integration-tests/helpers/staff"
import { BACKEND_URL, LANG, adminTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"

/**
 * Staff roles in the admin (issue 34), as the seeded demo staff (backend scripts/seed/staff.ts): each
 * sees only what their roles allow, and reads the specification's refusal elsewhere (§6, "You do
 * not have permission to access this page.", in the admin's language).
 */
const refusal = adminTexts.staff.no_permission
const ui = adminTexts.buyouts
const staff = adminTexts.staff

test("the warehouse is refused a seller's personal data and the CDN purge; a supervisor may reveal, giving a reason", async ({ browser }) => {
  const sale = await sellPhone()

  const warehouse = await browser.newPage()
  await loginToAdmin(warehouse, { language: LANG, email: "warehouse@electroshop.local" })
  await warehouse.goto(`${BACKEND_URL}/app/buyouts/${sale.id}`)
  const customer = warehouse.getByTestId("buyout-customer")
  await expect(customer.getByTestId("no-permission")).toHaveText(refusal)
  await expect(customer.getByRole("button", { name: ui.customer.reveal, exact: true })).toHaveCount(0)
  await expect(warehouse.getByTestId("buyout-reveal-log")).toHaveCount(0)
  await expectAccessible(warehouse, "admin: buy-out without the reveal permission", { include: ["main"] })

  await warehouse.goto(`${BACKEND_URL}/app/cdn-purge`)
  await expect(warehouse.locator("main").getByTestId("no-permission")).toHaveText(refusal)
  await expect(warehouse.getByRole("button", { name: adminTexts.cdnPurge.open })).toHaveCount(0)
  await expect(warehouse.getByRole("dialog")).toHaveCount(0)
  await expectAccessible(warehouse, "admin: a page without permission", { include: ["main"] })
  await warehouse.close()

  const supervisor = await browser.newPage()
  await loginToAdmin(supervisor, { language: LANG, email: "supervisor@electroshop.local" })
  await supervisor.goto(`${BACKEND_URL}/app/buyouts/${sale.id}`)
  await supervisor.getByRole("button", { name: ui.customer.reveal, exact: true }).click()
  const dialog = supervisor.getByRole("alertdialog")
  const confirm = dialog.getByRole("button", { name: ui.customer.reveal_confirm, exact: true })
  await expect(confirm).toBeDisabled()
  await dialog.getByLabel(ui.customer.reveal_reason).fill("e2e: seller asked for a correction")
  await confirm.click()
  await expect(supervisor.getByTestId("buyout-reveal-entry")).toContainText("supervisor@electroshop.local")
  await supervisor.close()
})

test("an administrator gives a new colleague a role and deactivates them on the staff page; they are signed out on their next request", async ({ browser }) => {
  // A new colleague, invited by the administrator, who accepted and signed in: no role yet.
  const email = `dana-${Date.now()}@electroshop.local`
  const password = `Pw-${Date.now()}-x`
  const { body } = await admin("/admin/invites", { method: "POST", json: { email } })
  const registered = await anonymous("/auth/user/emailpass/register", { method: "POST", json: { email, password } })
  await anonymous(`/admin/invites/accept?token=${body.invite.token}`, {
    method: "POST",
    headers: { authorization: `Bearer ${registered.body.token}` },
    json: { email, first_name: "Dana", last_name: "Nováková" },
  })
  const colleague = await browser.newPage()
  await loginToAdmin(colleague, { language: LANG, email, password })
  await colleague.goto(`${BACKEND_URL}/app/buyouts`)
  await expect(colleague.locator("main").getByTestId("no-permission")).toHaveText(refusal)

  const administrator = await browser.newPage()
  await loginToAdmin(administrator, { language: LANG })
  await administrator.goto(`${BACKEND_URL}/app/settings/staff`)
  const row = administrator.getByTestId("staff-list").getByRole("row").filter({ hasText: email })
  await expect(row).toContainText(staff.no_roles)
  await row.getByRole("button", { name: `${staff.edit_roles}: Dana Nováková` }).click()
  const drawer = administrator.getByRole("dialog")
  await drawer.getByLabel(staff.roles.warehouse, { exact: true }).check()
  await drawer.getByRole("button", { name: adminTexts.common.save }).click()
  await expect(row).toContainText(staff.roles.warehouse)

  await colleague.reload()
  await expect(colleague.getByTestId("buyout-list")).toBeVisible()

  await row.getByRole("button", { name: `${staff.deactivate}: Dana Nováková` }).click()
  await administrator.getByRole("alertdialog").getByRole("button", { name: staff.deactivate, exact: true }).click()
  await expect(row).toContainText(staff.status.deactivated)

  await colleague.goto(`${BACKEND_URL}/app/orders`)
  await expect(colleague).toHaveURL(/\/app\/login/)

  // Both changes are in the audit log: the administrator finds them by the colleague's user id in the path.
  const { body: staffList } = await admin("/admin/staff")
  const userId = staffList.staff.find((member: { email: string }) => member.email === email).user_id
  await administrator.goto(`${BACKEND_URL}/app/settings/audit-log`)
  await administrator.getByLabel(adminTexts.auditLog.filters.action).selectOption("staff.member_changed")
  await administrator.getByLabel(adminTexts.auditLog.filters.search, { exact: true }).fill(userId)
  await administrator.getByLabel(adminTexts.auditLog.filters.search, { exact: true }).press("Enter")
  const entries = administrator
    .getByTestId("audit-list")
    .getByRole("row")
    .filter({ hasText: `/admin/staff/${userId}` })
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('"active":false')
  await expect(entries.last()).toContainText('"roles":["warehouse"]')
  await expect(entries.first()).toContainText(process.env.ADMIN_EMAIL ?? "admin@electroshop.local")
  await administrator.close()
  await colleague.close()
})

test("an administrator invites a colleague with a role; the colleague accepts from the e-mail and does that role's work", async ({ browser }) => {
  const email = `ema-${Date.now()}@electroshop.local`
  const password = `Pw-${Date.now()}-x`
  const administrator = await browser.newPage()
  await loginToAdmin(administrator, { language: LANG })
  await administrator.goto(`${BACKEND_URL}/app/settings/staff`)
  await administrator.getByRole("button", { name: staff.invite.title }).click()
  const modal = administrator.getByRole("dialog")
  await modal.getByLabel(staff.invite.email, { exact: true }).fill(email)
  await modal.getByLabel(staff.roles.warehouse, { exact: true }).check()
  await expectAccessible(administrator, "admin: the invitation form", { include: ['[role="dialog"]'] })
  await modal.getByRole("button", { name: staff.invite.submit }).click()
  const pending = administrator.getByTestId("staff-invites-list").getByRole("row").filter({ hasText: email })
  await expect(pending).toContainText(staff.roles.warehouse)
  await expectAccessible(administrator, "admin: staff with a pending invitation", { include: ["main"] })

  // The colleague follows the e-mailed link to the dashboard's own invitation page and makes their account.
  const mail = await waitForMail(email)
  const link = mail.text.match(/https?:\/\/\S+\/app\/invite\?token=\S+/)![0]
  const colleague = await browser.newPage()
  await colleague.goto(link)
  await colleague.locator('input[name="first_name"]').fill("Ema")
  await colleague.locator('input[name="last_name"]').fill("Dvořáková")
  await colleague.locator('input[name="password"]').fill(password)
  await colleague.locator('input[name="repeat_password"]').fill(password)
  await colleague.locator('button[type="submit"]').click()
  // Accepted: the form gives way to the dashboard's "account registered" view.
  await expect(colleague.locator('input[name="password"]')).toHaveCount(0)

  // Signed in, they hold the invitation's role: the buy-outs list (read), nothing of the catalogue's settings.
  await loginToAdmin(colleague, { language: LANG, email, password })
  await colleague.goto(`${BACKEND_URL}/app/buyouts`)
  await expect(colleague.getByTestId("buyout-list")).toBeVisible()
  await administrator.reload()
  const row = administrator.getByTestId("staff-list").getByRole("row").filter({ hasText: email })
  await expect(row).toContainText(staff.roles.warehouse)
  await expect(row).not.toContainText(staff.last_login_never)
  await expect(administrator.getByTestId("staff-invites-list").getByRole("row").filter({ hasText: email })).toHaveCount(0)
  await administrator.close()
  await colleague.close()
})

test("an administrator limits a store-staff colleague to a store; their order list shows that store's pickup orders and no other", async ({ browser }) => {
  const { email, password } = await invitedUser()
  // A store-pickup order at the first store (two display units of everything) and a courier order.
  const pickupCart = await cartWith("garmin-venu-3")
  const { body: stores } = await store(`/store/stores?cart_id=${pickupCart.id}`)
  const chosen = stores.stores.find((s: { in_stock: boolean }) => s.in_stock)
  await prepareCheckout(pickupCart.id, { shippingCode: "store-pickup", shippingData: { stock_location_id: chosen.id } })
  const pickup = (await completeCart(pickupCart.id)).body.order
  const courierCart = await cartWith("usb-c-cable-1m")
  await prepareCheckout(courierCart.id)
  const courier = (await completeCart(courierCart.id)).body.order

  const administrator = await browser.newPage()
  await loginToAdmin(administrator, { language: LANG })
  await administrator.goto(`${BACKEND_URL}/app/settings/staff`)
  const row = administrator.getByTestId("staff-list").getByRole("row").filter({ hasText: email })
  await row.getByRole("button", { name: `${staff.edit_roles}: New Staff` }).click()
  const drawer = administrator.getByRole("dialog")
  await expect(drawer.getByTestId("staff-stores")).toHaveCount(0)
  await drawer.getByLabel(staff.roles.store_staff, { exact: true }).check()
  // The stores appear with the role that is limited to them.
  await drawer.getByTestId("staff-stores").getByLabel(chosen.name, { exact: true }).check()
  await expectAccessible(administrator, "admin: a staff member's roles and stores", { include: ['[role="dialog"]'] })
  await drawer.getByRole("button", { name: adminTexts.common.save }).click()
  await expect(row).toContainText(staff.roles.store_staff)
  await administrator.close()

  const colleague = await browser.newPage()
  await loginToAdmin(colleague, { language: LANG, email, password })
  await colleague.goto(`${BACKEND_URL}/app/orders`)
  const orders = colleague.locator("main table")
  // Whole cells: order numbers go up by one, so "#7" is also the start of "#71".
  await expect(orders.getByRole("cell", { name: `#${pickup.display_id}`, exact: true })).toHaveCount(1)
  await expect(orders.getByRole("cell", { name: `#${courier.display_id}`, exact: true })).toHaveCount(0)
  await colleague.close()
})

import { expect, test } from "@playwright/test"
import { pickupPoint, shippedOrder } from "../../backend/integration-tests/helpers/warehouse"
import { demoEmail } from "../../backend/integration-tests/helpers/staff"
import { BACKEND_URL, LANG, VARIANT, adminTexts, loginToAdmin, messages } from "../shop"
import { expectAccessible } from "../axe"

/**
 * A complaint (warranty claim), in the variant's language: the order's page links to it (from the keyboard);
 * too short a description is refused at its field with the other choices kept; then made, confirmed with its
 * number and the day it is settled by (30 days in cz, 15 in ro), and listed. Staff find it on the Complaints
 * page with its deadline, receive the goods and accept it with a replacement; the shopper's page says so.
 */
const c = messages.order.complaint
const a = adminTexts.complaints
const DAYS = VARIANT === "cz" ? 30 : 15

/** A catalogue text with its `{{placeholders}}` filled in. */
const text = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match))

/** The shop's day `days` from today as the storefront prints dates: DD.MM.YYYY. */
function shopDay(days: number) {
  const zone = VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest"
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(new Date()).split("-").map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day! + days))
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
}

test("a shopper claims a defect, staff receive and accept it", async ({ page }) => {
  const order = await shippedOrder(["usb-c-cable-1m"], (await pickupPoint("packeta")).id)

  await page.goto(`/order/${order.id}`)
  const link = page.getByTestId("complaint-link")
  await link.focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/complaint$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(c.title, { number: order.display_id }))

  // Too short and no way for the goods chosen: refused at the fields, the remedy chosen kept.
  const form = page.getByTestId("complaint-form")
  await form.getByTestId("complaint-remedy-replacement").click()
  await page.getByTestId("complaint-description").fill("Broken")
  await page.getByTestId("complaint-submit").click()
  await expect(page.getByTestId("complaint-error")).toHaveText(c.fixFields)
  await expect(page.getByTestId("complaint-description")).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByTestId("complaint-description")).toHaveValue("Broken")
  await expect(form.getByTestId("complaint-remedy-replacement").getByRole("radio")).toBeChecked()
  await expectAccessible(page, "complaint form with an error")

  await page.getByTestId("complaint-description").fill("The connector is loose and the phone does not charge.")
  await form.getByTestId("complaint-method-carrier").getByRole("radio").check()
  await page.getByTestId("complaint-submit").click()
  const done = page.getByTestId("complaint-done")
  await expect(done).toContainText(text(c.done.deadline, { date: shopDay(DAYS) }))
  const number = (await done.textContent())!.match(/R\d{6}/)![0]
  const listed = page.getByTestId("complaint")
  await expect(listed).toHaveCount(1)
  await expect(listed.getByTestId("complaint-status")).toHaveText(c.statuses.submitted)
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  await expectAccessible(page, "complaint made")
  await page.setViewportSize({ width: 1280, height: 800 })

  // Customer service find it among the open complaints, receive the goods, accept it with a replacement.
  await loginToAdmin(page, { language: LANG, email: demoEmail("customer_service") })
  await page.goto(`${BACKEND_URL}/app/complaints?q=${number}`)
  const row = page
    .getByTestId("complaints-page")
    .getByRole("row")
    .filter({ hasText: number })
    .or(page.getByTestId("complaints-page").locator("li").filter({ hasText: number }))
  await expect(row.first()).toBeVisible()
  await expectAccessible(page, "admin: complaints", { include: ['[data-testid="complaints-page"]'] })
  await row.first().getByTestId("complaint-open").click()
  const drawer = page.getByTestId("complaint-drawer")
  await expect(drawer).toContainText(number)
  await drawer.getByTestId("complaint-next-status-received").check()
  await drawer.getByTestId("complaint-save").click()
  await expect(drawer.getByTestId("complaint-next-status-accepted")).toBeVisible()
  await drawer.getByTestId("complaint-next-status-accepted").check()
  await drawer.getByTestId("complaint-resolution").selectOption("replacement")
  await expectAccessible(page, "admin: complaint drawer", { include: ['[data-testid="complaint-drawer"]'] })
  await drawer.getByTestId("complaint-save").click()
  await expect(drawer.getByTestId("complaint-history")).toContainText(a.statuses.accepted)

  await page.goto(`/order/${order.id}/complaint`)
  await expect(page.getByTestId("complaint").getByTestId("complaint-status")).toHaveText(c.statuses.accepted)
  await expect(page.getByTestId("complaint").getByTestId("complaint-resolution")).toHaveText(text(c.resolution, { remedy: c.remedies.replacement }))
})

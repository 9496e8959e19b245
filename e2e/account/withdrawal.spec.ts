import { expect, test, type Locator, type Page } from "@playwright/test"
import { formatMoney } from "@electroshop/domain"
import type { AdminOrderWithdrawalsResponse } from "@electroshop/contracts/withdrawal"
import { CURRENCY, admin, eventually, store } from "../../backend/integration-tests/helpers/api"
import { pickupPoint, shippedOrder } from "../../backend/integration-tests/helpers/warehouse"
import { demoEmail } from "../../backend/integration-tests/helpers/staff"
import { BACKEND_URL, LANG, VARIANT, adminTexts, backendTexts, loginToAdmin, messages } from "../shop"
import { expectAccessible } from "../axe"

/**
 * Withdrawal from a purchase within 14 days (the specification's "contract withdrawal" screen), in the
 * variant's language. A dispatched cash-on-delivery order of a cable and a used phone: its page links to
 * the withdrawal (followed from the keyboard), which names the last day and each item with what can go back.
 * Two cables of the one bought are refused at the cable's input, everything entered stays; the cable alone
 * by carrier, sent from the keyboard, is confirmed (the e-mail with the form)
 * and listed, and the cable has nothing left after a reload. Without JavaScript, at a phone's width, the
 * phone goes to a store: refused until a store is chosen, then confirmed, and nothing is left to withdraw.
 * In the admin, the accountant sees both on the order's page and shows the masked refund account in full;
 * the cable received back and credited, and the cash on delivery remitted, they refund it (the phone's
 * waits for its goods), and the shopper's page says what was refunded.
 */
const w = messages.order.withdrawal
const backend = backendTexts("withdrawal")
// Cash on delivery refunds to the shopper's account: valid ones (packages/domain/src/validators).
const REFUND_ACCOUNT = VARIANT === "cz" ? "2001234561/2010" : "RO49AAAA1B31007593840000"
const SHOP_ZONE = VARIANT === "cz" ? "Europe/Prague" : "Europe/Bucharest"

/** A catalogue text with its `{{placeholders}}` filled in. */
const text = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in params ? String(params[name]) : match))

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The shop's day (its time zone) `days` from today, as the storefront prints dates: DD.MM.YYYY. */
function shopDay(days: number) {
  const [year, month, day] = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_ZONE }).format(new Date()).split("-").map(Number)
  const date = new Date(Date.UTC(year!, month! - 1, day! + days))
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`
}

/** The order's items as the store API gives them: id, title (where the withdrawal page's title starts) and product. */
async function orderItems(orderId: string) {
  const { body } = await store<{ order: { items: { id: string; title: string; product_handle: string }[] } }>(`/store/orders/${orderId}?fields=*items`)
  const item = (handle: string) => body.order.items.find((i) => i.product_handle === handle)!
  return { cable: item("usb-c-cable-1m"), phone: item("apple-iphone-14-pouzity-a") }
}

/** An item's quantity input (named after the item). */
const quantityOf = (page: Page, itemId: string) => page.locator(`input[name="quantity.${itemId}"]`)

/** Whether the keyboard is on `target`. */
const focusIsOn = (target: Locator) => target.evaluate((element) => element === document.activeElement)

/** Tabs until the keyboard is on `target`; fails when it is not among the next `max` stops. */
async function tabTo(page: Page, target: Locator, max = 30) {
  for (let stop = 0; stop < max; stop++) {
    if (await focusIsOn(target)) return
    await page.keyboard.press("Tab")
  }
  throw new Error(`${max} Tab presses did not reach ${target}`)
}

/** What sticks out sideways: the page's own scroll width beyond the window's. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test("a shopper withdraws from a dispatched purchase item by item, by carrier and at a store", async ({ page, browser }) => {
  const order = await shippedOrder(["usb-c-cable-1m", "apple-iphone-14-pouzity-a"], (await pickupPoint("packeta")).id)
  const { cable, phone } = await orderItems(order.id)
  // The carrier has remitted the cash on delivery: captured (what the refund goes back from).
  const { body: paid } = await admin(`/admin/orders/${order.id}?fields=id,*payment_collections.payments`)
  expect((await admin(`/admin/payments/${paid.order.payment_collections[0].payments[0].id}/capture`, { method: "POST", json: {} })).status).toBe(200)
  const title = text(w.title, { number: order.display_id })

  // The goods left: the order's page links to the withdrawal, followed from the keyboard.
  await page.goto(`/order/${order.id}`)
  const link = page.getByRole("link", { name: w.link })
  await expect(link).toBeVisible()
  await link.focus()
  await page.keyboard.press("Enter")
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}/withdrawal$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)

  // The last day (14 days from the dispatch, today), and each item with the one piece that can go back.
  await expect(page.getByTestId("withdrawal-deadline")).toHaveText(text(w.deadline, { date: shopDay(14) }))
  await expect(page.getByTestId("withdrawal-item")).toHaveCount(2)
  const cableQuantity = quantityOf(page, cable.id)
  const phoneQuantity = quantityOf(page, phone.id)
  for (const [input, item] of [
    [cableQuantity, cable],
    [phoneQuantity, phone],
  ] as const) {
    await expect(input).toHaveValue("0")
    await expect(input).toHaveAccessibleName(new RegExp(`^${escape(item.title)}`))
    await expect(input).toHaveAccessibleDescription(text(w.returnable, { count: 1 }))
  }
  const carrier = page.getByTestId("withdrawal-method-carrier").getByRole("radio")
  const account = page.getByRole("textbox", { name: w.refundAccount })
  const submit = page.getByRole("button", { name: w.submit })
  await expect(account).toBeVisible()
  await expectAccessible(page, "storefront: contract withdrawal")

  // Two cables of the one bought: refused at the cable's input (the keyboard goes there), nothing entered is lost.
  await cableQuantity.fill("2")
  await phoneQuantity.fill("1")
  await carrier.focus()
  await page.keyboard.press("Space")
  await expect(carrier).toBeChecked()
  await account.fill(REFUND_ACCOUNT)
  await submit.click()
  const tooMany = backend.withdrawal_quantity_too_high.replace("{max}", "1")
  await expect(page.getByTestId("withdrawal-form").getByText(tooMany)).toBeVisible()
  await expect(cableQuantity).toHaveAttribute("aria-invalid", "true")
  await expect(cableQuantity).toHaveAccessibleDescription(new RegExp(escape(tooMany)))
  await expect(cableQuantity).toBeFocused()
  await expect(page.getByTestId("withdrawal-error")).toHaveText(w.fixFields)
  await expect(phoneQuantity).not.toHaveAttribute("aria-invalid", "true")
  await expect(cableQuantity).toHaveValue("2")
  await expect(phoneQuantity).toHaveValue("1")
  await expect(carrier).toBeChecked()
  await expect(account).toHaveValue(REFUND_ACCOUNT)
  await expectAccessible(page, "storefront: contract withdrawal with a field error")

  // The cable alone, by carrier, from the keyboard: confirmed (the e-mail with the form) and listed.
  await page.keyboard.press("Control+A")
  await page.keyboard.type("1")
  await expect(cableQuantity).toHaveValue("1")
  await phoneQuantity.fill("0")
  await tabTo(page, submit)
  await page.keyboard.press("Enter")
  const done = page.getByRole("status").filter({ hasText: w.done.sent })
  await expect(done).toBeVisible()
  await expect(done).toContainText(w.done.carrier)
  await expect(done).toBeFocused()
  const made = page.getByTestId("withdrawal")
  await expect(made).toHaveCount(1)
  await expect(made).toContainText(text(w.requestedOn, { date: shopDay(0) }))
  await expect(made).toContainText(w.methods.carrier)
  await expect(made).toContainText(cable.title)
  await expect(made).not.toContainText(phone.title)
  await expect(made.getByTestId("withdrawal-status")).toHaveText(w.statuses.requested)

  // After a reload: the cable has nothing left, the phone still can go back.
  await page.reload()
  await expect(page.getByTestId("withdrawal-done")).toHaveCount(0)
  await expect(cableQuantity).toHaveCount(0)
  await expect(page.getByTestId("withdrawal-item").filter({ hasText: cable.title }).getByTestId("withdrawal-none-left")).toHaveText(w.noneLeft)
  await expect(phoneQuantity).toHaveValue("0")
  await expect(page.getByTestId("withdrawal")).toHaveCount(1)

  // Without JavaScript, at a phone's width: the store's select is always there, and nothing sticks out sideways.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 720 } })
  try {
    const plain = await noScript.newPage()
    await plain.goto(`/order/${order.id}/withdrawal`)
    const storeSelect = plain.getByTestId("withdrawal-store")
    await expect(storeSelect).toBeVisible()
    await expect(storeSelect).toHaveAccessibleName(w.store)
    expect(await sidewaysOverflow(plain), "the withdrawal page scrolls sideways at 320 px").toBeLessThanOrEqual(0)

    // The phone to a store, none chosen: refused at the select, the entries kept.
    await quantityOf(plain, phone.id).fill("1")
    await plain.getByTestId("withdrawal-method-store").click()
    await plain.getByRole("textbox", { name: w.refundAccount }).fill(REFUND_ACCOUNT)
    await plain.getByRole("button", { name: w.submit }).click()
    await expect(storeSelect).toHaveAttribute("aria-invalid", "true")
    await expect(quantityOf(plain, phone.id)).toHaveValue("1")
    await expect(plain.getByTestId("withdrawal-method-store").getByRole("radio")).toBeChecked()
    await expect(plain.getByRole("textbox", { name: w.refundAccount })).toHaveValue(REFUND_ACCOUNT)

    // A store chosen: confirmed with the store to bring the phone to, and nothing is left to withdraw.
    const storeName = (await storeSelect.locator("option").nth(1).textContent())!.trim()
    await storeSelect.selectOption({ index: 1 })
    await plain.getByRole("button", { name: w.submit }).click()
    const confirmed = plain.getByTestId("withdrawal-done")
    await expect(confirmed).toContainText(w.done.sent)
    await expect(confirmed).toContainText(text(w.done.store, { store: storeName }))
    await expect(plain.getByTestId("withdrawal-refusal")).toHaveText(w.refusals.withdrawal_nothing_left)
    await expect(plain.getByTestId("withdrawal-form")).toHaveCount(0)
    await expect(plain.getByTestId("withdrawal")).toHaveCount(2)
    expect(await sidewaysOverflow(plain), "the withdrawal page scrolls sideways at 320 px").toBeLessThanOrEqual(0)
  } finally {
    await noScript.close()
  }

  // The cable comes back (received in Medusa's admin: its credit note follows).
  const cableReturn = (await store<{ withdrawals: { id: string; method: string }[] }>(`/store/orders/${order.id}/withdrawal`)).body.withdrawals.find(
    (made) => made.method === "carrier",
  )!.id
  for (const [path, json] of [
    ["receive", {}],
    ["receive-items", { items: [{ id: cable.id, quantity: 1 }] }],
    ["receive/confirm", {}],
  ] as const)
    expect((await admin(`/admin/returns/${cableReturn}/${path}`, { method: "POST", json })).status).toBe(200)
  const credited = await eventually(
    async () => (await admin<AdminOrderWithdrawalsResponse>(`/admin/orders/${order.id}/withdrawals`)).body.withdrawals.find((made) => made.id === cableReturn)!,
    (made) => made.refund_amount !== null,
  )
  const amount = formatMoney(credited.refund_amount!, CURRENCY, LANG)

  // Staff see both on the order's page, the refund account masked; the accountant shows it in full (the reveal logged).
  await loginToAdmin(page, { language: LANG, email: demoEmail("accountant") })
  await page.goto(`${BACKEND_URL}/app/orders/${order.id}`)
  const panel = page.getByTestId("order-withdrawals")
  await expect(panel.getByTestId("withdrawal-row")).toHaveCount(2)
  const shownAccount = panel.getByTestId("withdrawal-refund-account").first()
  await expect(shownAccount).toContainText(`•••• ${REFUND_ACCOUNT.slice(-4)}`)
  await panel.getByRole("button", { name: adminTexts.withdrawals.reveal }).first().click()
  await expect(shownAccount).toContainText(REFUND_ACCOUNT)
  // The phone's refund waits for its goods; the cable's is due and made.
  const [cableRow, phoneRow] = [panel.getByTestId("withdrawal-row").first(), panel.getByTestId("withdrawal-row").last()]
  await expect(phoneRow.getByTestId("withdrawal-refund-due")).toHaveText(new RegExp(escape(adminTexts.withdrawals.refund_due.split("{{")[0]!)))
  await expect(phoneRow.getByText(adminTexts.withdrawals.refund_waiting)).toBeVisible()
  await expectAccessible(page, "admin: order with withdrawals", { include: ['[data-testid="order-withdrawals"]'] })
  await cableRow.getByRole("button", { name: text(adminTexts.withdrawals.refund, { amount }) }).click()
  await expect(cableRow.getByTestId("withdrawal-refunded")).toContainText(amount)
  await expect(cableRow.getByTestId("withdrawal-status")).toHaveText(adminTexts.withdrawals.statuses.refunded)

  await page.goto(`/order/${order.id}/withdrawal`)
  const refunded = page.getByTestId("withdrawal").filter({ hasText: cable.title })
  await expect(refunded.getByTestId("withdrawal-status")).toHaveText(w.statuses.refunded)
  await expect(refunded.getByTestId("withdrawal-refunded")).toHaveText(text(w.refunded, { amount }))
})

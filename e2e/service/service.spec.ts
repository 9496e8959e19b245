import { randomInt } from "node:crypto"
import { expect, test, type Page } from "@playwright/test"
import { SERVICE_OPERATIONS_SHOWN, servicePaths } from "@electroshop/contracts/service"
import { BACKEND_URL, VARIANT, loginToAdmin, messages, shop, LANG, adminTexts } from "../shop"
import { asNewShopper, waitForMail } from "../buyout-helpers"
import { expectAccessible } from "../axe"

/**
 * The service page in the shop's language: a shopper finds a device by the
 * smart search, expands the operations, orders a battery replacement; staff
 * see the order in the admin and move its status; the shopper reads the new
 * status on the status page. Also the order without JavaScript and the page
 * at phone width.
 */
const paths = servicePaths(VARIANT)
const s = messages.service
const admin = adminTexts.service
const c = shop.customer
const batteryName = VARIANT === "cz" ? "Výměna baterie" : "Înlocuire baterie"
const statusLabel = { received: VARIANT === "cz" ? "Zařízení převzato" : "Dispozitiv recepționat" }

async function fillOrder(page: Page, email: string) {
  await page.getByTestId("service-operation").filter({ hasText: batteryName }).getByRole("checkbox").check()
  await page.getByRole("textbox", { name: messages.buyout.fields.firstName, exact: true }).fill(c.firstName)
  await page.getByRole("textbox", { name: messages.buyout.fields.lastName, exact: true }).fill(c.lastName)
  await page.getByRole("textbox", { name: messages.buyout.fields.email, exact: true }).fill(email)
  await page.getByRole("textbox", { name: messages.buyout.fields.phoneNumber, exact: true }).fill(c.phone)
  await page.getByLabel(s.order.center, { exact: true }).selectOption({ index: 1 })
}

test("a shopper finds a phone by smart search, orders a battery replacement, staff move it on and the status page shows it", async ({ page }) => {
  // shop, mail, admin and status page in one story: more than the default time on a shared test machine
  test.slow()
  await asNewShopper(page)
  const email = `e2e.service.${VARIANT}.${Date.now()}${randomInt(1000)}@example.com`
  // The footer of every page leads to the service.
  await page.goto("/")
  await page.getByTestId("service-link").click()
  await expect(page).toHaveURL(new RegExp(`${paths.prefix}$`))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(s.title)

  // smart search, blind to case and diacritics; the keyboard chooses
  const search = page.getByRole("combobox", { name: s.search.label })
  await search.fill("IPHONE 13")
  const option = page.getByRole("option", { name: "Apple iPhone 13", exact: true })
  await expect(option).toBeVisible()
  await search.press("ArrowDown")
  await expect(option).toHaveAttribute("aria-selected", "true")
  await search.press("Enter")
  await expect(page).toHaveURL(new RegExp(`${paths.prefix}/${shop.phonesPath.slice(1)}/apple/iphone-13/black$`))
  await expect(page.getByTestId("service-select-model")).toHaveValue("iphone-13")

  // the first 7 operations, then all of them
  const operations = page.getByTestId("service-operation")
  const total = await operations.count()
  expect(total).toBeGreaterThan(SERVICE_OPERATIONS_SHOWN)
  await expect(page.locator('[data-testid="service-operation"]:visible')).toHaveCount(SERVICE_OPERATIONS_SHOWN)
  await page.getByTestId("service-toggle").click()
  await expect(page.locator('[data-testid="service-operation"]:visible')).toHaveCount(total)

  // order the battery, handed in at a centre
  await fillOrder(page, email)
  await expect(page.getByTestId("service-total")).not.toBeEmpty()
  await page.getByTestId("service-submit").click()
  await expect(page).toHaveURL(new RegExp(`${paths.status}\\?number=`))
  const number = new URL(page.url()).searchParams.get("number")!
  await expect(page.getByTestId("service-created")).toContainText(number)
  await expectAccessible(page, "service order confirmation")
  const mail = await waitForMail(email)
  expect(mail.subject).toContain(number)

  // staff find it in the admin and mark the device received
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/service-orders?q=${number}`)
  const rows = page
    .getByTestId("service-order-list")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
  await expect(rows).toHaveCount(1)
  await rows.first().getByRole("link", { name: number }).click()
  await expect(page.getByRole("heading", { name: admin.detail.title.replace("{{number}}", number) })).toBeVisible()
  await expect(page.getByTestId("service-order-device")).toContainText(batteryName)
  const change = page.getByTestId("service-status-change")
  await change.getByLabel(admin.status_change.new_status).selectOption("received")
  await change.getByLabel(admin.status_change.note).fill("Přijato na pobočce")
  await change.getByRole("button", { name: admin.status_change.submit }).click()
  await expect(change.getByTestId("service-status")).toHaveText(admin.status.received)
  await expect(page.getByTestId("service-history-entry")).toHaveCount(2)

  // the list filtered by status (DataTable filter, kept in the URL): "received" has it, "new" no longer does
  await page.goto(`${BACKEND_URL}/app/service-orders?q=${number}`)
  await expect(rows).toHaveCount(1)
  // the filter menu's button is the toolbar's first (Medusa's icon button has a tooltip, no name of its own)
  await page.getByTestId("service-order-list").getByRole("button").first().click()
  await page.getByRole("menuitem", { name: admin.columns.status }).click()
  await page.getByRole("listitem").filter({ hasText: admin.status.received }).click()
  await expect(page).toHaveURL(/status=received/)
  await expect(rows).toHaveCount(1)
  await page.goto(`${BACKEND_URL}/app/service-orders?q=${number}&status=new`)
  await expect(page.getByTestId("service-order-list")).toContainText(admin.filters.empty)
  await expect(rows).toHaveCount(0)

  // the shopper reads the new status by number and phone
  await page.goto(`${paths.status}?number=${number}`)
  await page.getByRole("textbox", { name: s.status.contact }).fill(c.phone)
  await page.getByRole("button", { name: s.status.submit }).click()
  const status = page.getByTestId("service-status")
  await expect(status.getByTestId("service-status-label")).toHaveText(statusLabel.received)
  await expect(status.locator(".service-history li")).toHaveCount(2)
  await expect(status).toContainText("Přijato na pobočce")
  await expect(status).toContainText(batteryName)
})

test("staff import repair prices from a CSV file and the shop shows the new price; a file without the price column is named", async ({ page }) => {
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/service-prices`)
  // the admin's first render on a busy test machine can take longer than the default wait
  await expect(page.getByTestId("service-models").getByRole("row").nth(1)).toBeVisible({ timeout: 60_000 })

  const file = page.getByLabel(admin.import.file)
  const submit = page.getByRole("button", { name: admin.import.submit, exact: true })
  await file.setInputFiles({ name: "ceny.csv", mimeType: "text/csv", buffer: Buffer.from(`model;operation;quality\niphone-12;${batteryName};original\n`) })
  await submit.click()
  await expect(page.getByTestId("service-import-error")).toContainText(admin.import.missing.replace("{{columns}}", "price"))

  await file.setInputFiles({
    name: "ceny.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`model;operation;quality;price\niphone-12;${batteryName};compatible;77\n`),
  })
  await submit.click()
  await expect(page.getByTestId("service-import-result")).toBeVisible()

  await page.goto(`${paths.prefix}/${shop.phonesPath.slice(1)}/apple/iphone-12/black`)
  await expect(page.getByTestId("service-operation").filter({ hasText: batteryName })).toContainText(/\b77\b/)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the selector, the expand link and the order form work as plain forms", async ({ page }) => {
    await asNewShopper(page)
    await page.goto(paths.prefix)
    await page.getByTestId("service-select-type").selectOption(shop.phonesPath.slice(1))
    await page.getByRole("button", { name: s.selector.submit }).click()
    await page.getByTestId("service-select-manufacturer").selectOption("samsung")
    await page.getByRole("button", { name: s.selector.submit }).click()
    await page.getByTestId("service-select-model").selectOption("galaxy-s24")
    await page.getByRole("button", { name: s.selector.submit }).click()
    await page.locator(".service-color").first().click()
    await page.getByRole("button", { name: s.selector.submit }).click()
    await expect(page).toHaveURL(new RegExp(`/samsung/galaxy-s24/[a-z]+$`))
    await expect(page.locator('[data-testid="service-operation"]:visible')).toHaveCount(SERVICE_OPERATIONS_SHOWN)
    await page.getByTestId("service-toggle").click()
    await expect(page).toHaveURL(/\?all=1$/)
    await expect.poll(() => page.locator('[data-testid="service-operation"]:visible').count()).toBeGreaterThan(SERVICE_OPERATIONS_SHOWN)

    // a missing e-mail comes back at its field with what was typed kept
    await fillOrder(page, "")
    await page.getByTestId("service-submit").click()
    await expect(page.getByTestId("error-email")).toBeVisible()
    await expect(page.getByRole("textbox", { name: messages.buyout.fields.firstName, exact: true })).toHaveValue(c.firstName)
    await fillOrder(page, `e2e.service.nojs.${Date.now()}@example.com`)
    await page.getByTestId("service-submit").click()
    await expect(page).toHaveURL(new RegExp(`${paths.status}\\?number=`))
    await expect(page.getByTestId("service-created")).toBeVisible()
  })
})

test("the service page with its price list fits a 375 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`${paths.prefix}/${shop.phonesPath.slice(1)}/apple/iphone-13/black`)
  await page.getByTestId("service-toggle").click()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

test.describe("price lists and spare parts", () => {
  const typePath = (root: string) => `${root}/${shop.phonesPath.slice(1)}`

  test("reached from the service page and the footer, they list every phone by manufacturer with repairs, parts, warranty and availability", async ({
    page,
    request,
  }) => {
    await page.goto(`${paths.prefix}/${shop.phonesPath.slice(1)}`)
    await page.getByTestId("service-page-price-list").click()
    await expect(page).toHaveURL(new RegExp(`${typePath(paths.priceList)}$`))
    const list = page.getByTestId("service-priceList")
    await expect(list.getByRole("heading", { level: 1 })).toHaveText(new RegExp(`^${s.priceList.title}`))
    await expect(list.getByRole("heading", { level: 2, name: "Apple" })).toBeVisible()
    await expect(list.getByRole("heading", { level: 2, name: "Samsung" })).toBeVisible()
    const iphone = page.getByTestId("service-pricelist-model").filter({ has: page.getByRole("heading", { name: "iPhone 13", exact: true }) })
    await expect(iphone.getByRole("row", { name: new RegExp(batteryName) })).toContainText(VARIANT === "cz" ? "Kč" : "lei")

    // the spare parts of the same type: each quality with price, warranty and availability
    await page.getByRole("link", { name: s.parts.navLink }).first().click()
    await expect(page).toHaveURL(new RegExp(`${typePath(paths.parts)}$`))
    const parts = page.getByTestId("service-pricelist-model").filter({ has: page.getByRole("heading", { name: "iPhone 13", exact: true }) })
    const battery = parts.locator("div").filter({ has: page.getByText(batteryName, { exact: true }) })
    await expect(battery.getByTestId("service-part")).toHaveCount(2)
    await expect(battery.getByTestId("service-part").first()).toContainText(s.operations.quality.original)
    await expect(battery.getByTestId("service-part").first()).toContainText(s.parts.available)
    await expect(battery.getByTestId("service-part").nth(1)).toContainText(s.operations.quality.compatible)

    // a model leads to its repairs on the service page
    await parts.getByRole("link", { name: "iPhone 13", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${paths.prefix}/${shop.phonesPath.slice(1)}/apple/iphone-13$`))

    // the footer leads to the types; no link on the pages is dead
    await page.getByTestId("service-parts-link").click()
    await expect(page).toHaveURL(new RegExp(`${paths.parts}$`))
    await page.getByTestId("service-price-list-link").click()
    await expect(page).toHaveURL(new RegExp(`${paths.priceList}$`))
    const hrefs = await page.locator(".service-pricelist a").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute("href")!))
    for (const href of new Set(hrefs)) expect((await request.get(href)).status(), href).toBe(200)
    expect((await request.get(`${paths.priceList}/no-such-type`)).status()).toBe(404)

    // the same for every visitor: a public answer for the CDN
    const answer = await request.get(typePath(paths.parts))
    expect(answer.headers()["surrogate-control"]).toBe("max-age=300")
  })

  test("fit a 375 px phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    for (const root of [paths.priceList, paths.parts]) {
      await page.goto(typePath(root))
      await expect(page.getByTestId("service-pricelist-model").first()).toBeVisible()
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), root).toBe(true)
    }
  })
})

test("staff add an operation to a model's price list, which the shop offers, and delete it after confirming", async ({ page }) => {
  test.slow()
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/service-prices`)
  // the admin's first render on a busy test machine can take longer than the default wait
  const model = page.getByTestId("service-models").getByRole("link", { name: "iPhone 12", exact: true })
  await expect(model).toBeVisible({ timeout: 60_000 })
  await model.click()
  await expect(page.getByTestId("service-operations").getByRole("row").nth(1)).toBeVisible()

  // nothing typed: the form names its fields
  await page.getByRole("button", { name: admin.prices.new, exact: true }).click()
  const modal = page.getByRole("dialog")
  await modal.getByRole("button", { name: admin.prices.create, exact: true }).click()
  await expect(modal.getByText(admin.prices.required).first()).toBeVisible()

  // kind and name given, but no part priced
  const name = `${VARIANT === "cz" ? "Čištění reproduktoru" : "Curățare difuzor"} ${Date.now()}`
  await modal.getByLabel(admin.prices.code).selectOption("other")
  await modal.getByLabel(admin.prices.name, { exact: true }).fill(name)
  await modal.getByRole("button", { name: admin.prices.create, exact: true }).click()
  await expect(modal.getByText(admin.prices.one_part)).toBeVisible()
  await modal.getByLabel(admin.prices.price.replace("{{quality}}", admin.quality.compatible)).fill("399")
  await modal.getByRole("button", { name: admin.prices.create, exact: true }).click()
  await expect(page.getByText(admin.prices.created)).toBeVisible()
  const row = page.getByTestId("service-operations").getByRole("row").filter({ hasText: name })
  await expect(row).toHaveCount(1)

  await page.goto(`${paths.prefix}/${shop.phonesPath.slice(1)}/apple/iphone-12/black?all=1`)
  await expect(page.getByTestId("service-operation").filter({ hasText: name })).toContainText(/\b399\b/)

  // delete: nothing happens until confirmed
  await page.goto(`${BACKEND_URL}/app/service-prices`)
  await expect(model).toBeVisible({ timeout: 60_000 })
  await model.click()
  await row.getByRole("button", { name: admin.prices.delete, exact: true }).click()
  const prompt = page.getByRole("alertdialog")
  await expect(prompt).toContainText(admin.prices.delete_title)
  await prompt.getByRole("button", { name: admin.prices.cancel, exact: true }).click()
  await expect(row).toHaveCount(1)
  await row.getByRole("button", { name: admin.prices.delete, exact: true }).click()
  await prompt.getByRole("button", { name: admin.prices.delete, exact: true }).click()
  await expect(page.getByText(admin.prices.deleted)).toBeVisible()
  await expect(row).toHaveCount(0)
  await page.goto(`${paths.prefix}/${shop.phonesPath.slice(1)}/apple/iphone-12/black?all=1`)
  await expect(page.getByTestId("service-operation").filter({ hasText: name })).toHaveCount(0)
})

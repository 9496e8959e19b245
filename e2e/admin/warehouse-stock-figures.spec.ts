import fs from "node:fs"
import { expect, test } from "@playwright/test"
import { STOCK_FIGURE_PERIODS, type AdminStockFigure, type AdminStockFiguresResponse } from "@electroshop/contracts/warehouse"
import { admin } from "../../backend/integration-tests/helpers/api"
import { productByHandle } from "../../backend/integration-tests/helpers/checkout"
import { BACKEND_URL, LANG, adminTexts, loginToAdmin } from "../shop"
import { expectAccessible } from "../axe"
import { fill, sidewaysOverflow } from "./admin-helpers"

/**
 * Stock figures in the admin (issue 36), as the demo warehouse account in the variant's language: units
 * added to a stock item's stock through the API show as received in 7 days once found by its SKU; the
 * grid sorted by keyboard (a column's header), the sort kept in the URL over a
 * reload; the CSV export for Czech and Romanian Excel (BOM, `;`, the translated header, the item's row).
 * Who may read them is the integration test's (stock-figures.test.ts).
 */
const ui = adminTexts.stockFigures
const WAREHOUSE = "warehouse@electroshop.local"
/** A product no other test orders or restocks (its title holds a quote, which the CSV doubles). */
const HANDLE = "apple-ipad-11"
const ADDED = 5

type Level = { location_id: string; stocked_quantity: number }

/** The product's first variant's stock item and its first stock location's level. */
async function stockItem() {
  const product = await productByHandle(HANDLE)
  const sku = product.variants[0].sku as string
  const { body } = await admin(`/admin/inventory-items?sku=${encodeURIComponent(sku)}&fields=id,sku,*location_levels`)
  const item = body.inventory_items[0] as { id: string; location_levels: Level[] }
  return { id: item.id, sku, level: item.location_levels[0]! }
}

const figuresOf = async (sku: string): Promise<AdminStockFigure> => {
  const { status, body } = await admin<AdminStockFiguresResponse>(`/admin/stock-figures?q=${encodeURIComponent(sku)}`)
  expect(status).toBe(200)
  return body.stock_figures.find((figure) => figure.sku === sku)!
}

/** The text as a whole, for a locator's `hasText`. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)

/** The columns' names, in the grid's order: the CSV's header row. */
const header = [
  ui.columns.sku,
  ui.columns.title,
  ui.columns.on_hand,
  ui.columns.reserved,
  ui.columns.available,
  ...STOCK_FIGURE_PERIODS.map((days) => fill(ui.columns.sold_days, { days: String(days) })),
  ...STOCK_FIGURE_PERIODS.map((days) => fill(ui.columns.received_days, { days: String(days) })),
  ui.columns.days_of_cover,
].join(";")

test("the warehouse finds the units it received, sorts the stock figures by keyboard and exports them for Excel", async ({ page }) => {
  test.slow()
  // Five units received through the API; the stock ledger is written just after the answer.
  const { id, sku, level } = await stockItem()
  const before = await figuresOf(sku)
  const added = await admin(`/admin/inventory-items/${id}/location-levels/${level.location_id}`, {
    method: "POST",
    json: { stocked_quantity: Number(level.stocked_quantity) + ADDED },
  })
  expect(added.status, JSON.stringify(added.body)).toBe(200)
  const received = before.received["7"] + ADDED
  await expect.poll(async () => (await figuresOf(sku)).received["7"], { timeout: 20_000 }).toBe(received)

  await loginToAdmin(page, { language: LANG, email: WAREHOUSE })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app/stock-figures`)
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1, name: ui.title })).toBeVisible()
  await expect(page.getByRole("link", { name: ui.menu, exact: true })).toBeVisible()
  const list = page.getByTestId("stock-figure-list")
  await expect(list).toHaveAttribute("aria-busy", "false")

  // Searched by its SKU (applied once typing pauses, into the URL): its row with the units received in 7 days.
  await main.getByLabel(ui.search, { exact: true }).fill(sku)
  await expect.poll(() => new URL(page.url()).searchParams.get("q")).toBe(sku)
  await expect(list).toHaveAttribute("aria-busy", "false")
  const row = list.getByRole("row").filter({ has: page.getByTestId("stock-figure-sku").filter({ hasText: exactly(sku) }) })
  await expect(row.getByTestId("stock-figure-received_7")).toHaveText(String(received))
  await expect(row.getByTestId("stock-figure-on_hand")).toHaveText(String(before.on_hand + ADDED))

  // Sorted by a column's header, by keyboard: numbers go highest first, then lowest first; the focus stays.
  const receivedHeader = list.getByRole("button", { name: fill(ui.columns.received_days, { days: "7" }) })
  await receivedHeader.focus()
  await page.keyboard.press("Enter")
  await expect.poll(() => new URL(page.url()).searchParams.get("sort")).toBe("received_7")
  expect(new URL(page.url()).searchParams.get("direction")).toBe("desc")
  await expect(receivedHeader).toHaveAccessibleName(new RegExp(ui.sort.sorted_desc))
  await page.keyboard.press("Enter")
  await expect.poll(() => new URL(page.url()).searchParams.get("direction")).toBe("asc")
  await expect(receivedHeader).toBeFocused()
  await expect(receivedHeader).toHaveAccessibleName(new RegExp(ui.sort.sorted_asc))

  // A reload shows the same search and sort.
  await page.reload()
  await expect(row.getByTestId("stock-figure-received_7")).toHaveText(String(received))
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ q: sku, sort: "received_7", direction: "asc" })
  await expect(receivedHeader).toHaveAccessibleName(new RegExp(ui.sort.sorted_asc))

  await expectAccessible(page, "admin: stock figures", { include: ["main"] })
  await page.setViewportSize({ width: 390, height: 844 })
  expect(await sidewaysOverflow(page)).toEqual({ page: 0, main: 0 })
  await page.setViewportSize({ width: 1280, height: 900 })

  // The export: a UTF-8 BOM, fields split by semicolons, the header in the admin's language, the item's row.
  const exportButton = main.getByRole("button", { name: ui.export, exact: true })
  const downloading = page.waitForEvent("download")
  await exportButton.click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^stock-figures-\d{4}-\d{2}-\d{2}\.csv$/)
  const bytes = fs.readFileSync(await download.path())
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString("utf8").split("\r\n")
  expect(lines[0]).toBe(header)
  const line = lines.find((l) => l.startsWith(`${sku};`))!
  expect(line, "the SKU's row").toBeDefined()
  // The title quoted where it holds a quote (the iPad's 11") or a semicolon, its quotes doubled.
  const title = /[;"\r\n]/.test(before.title) ? `"${before.title.replace(/"/g, '""')}"` : before.title
  expect(line).toContain(`;${title};`)
  // Counted from the end (a title may hold a semicolon): received 7, 21, 42, 90 days, then days of cover.
  expect(line.split(";").at(-5)).toBe(String(received))
  await expect(exportButton).toBeEnabled()
})

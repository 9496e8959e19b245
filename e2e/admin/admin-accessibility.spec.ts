import { expect, test, type Page } from "@playwright/test"
import { sellPhone, storeFrom, newClientIp, PHONES } from "../../backend/integration-tests/helpers/buyout"
import { admin, store } from "../../backend/integration-tests/helpers/api"
import { buyAs, registerCustomer } from "../../backend/integration-tests/helpers/customer"
import { BACKEND_URL, VARIANT, loginToAdmin, LANG, adminTexts } from "../shop"
import { expectAccessible } from "../axe"

/**
 * The shop's own admin screens (the admin-extensions plugin) pass axe-core's WCAG 2.1 A and AA rules,
 * in the variant's language: each list screen and one record's page of each kind, once its data has
 * loaded. axe looks only inside the dashboard's <main>, where our route renders: the shell around it
 * (sidebar, top bar, breadcrumbs) is Medusa's own code, which this shop neither writes nor patches.
 */
const ui = adminTexts

/**
 * Our route's content: the dashboard renders each route into its <main>, and our dialogs (Medusa UI's
 * FocusModal and Drawer) into a portal of role "dialog".
 */
const OURS = ["main", '[role="dialog"]']

/** The screen is loaded: its title shows, and no list, table or record is still loading. */
async function loaded(page: Page, testId?: string) {
  const main = page.locator("main")
  await expect(main.getByRole("heading", { level: 1 }).first()).toBeVisible()
  if (testId) await expect(main.getByTestId(testId).first()).toBeVisible()
  await expect(main.locator('[aria-busy="true"], [role="status"]:has-text("' + ui.common.loading + '")')).toHaveCount(0)
}

/**
 * Opens one of our screens as the dashboard's own links do, without loading the dashboard again (a
 * page load of its scripts takes seconds on a busy machine): the router follows the history.
 */
async function open(page: Page, url: string) {
  await page.evaluate((path) => {
    window.history.pushState({}, "", path)
    window.dispatchEvent(new PopStateEvent("popstate"))
  }, `/app${url}`)
  await expect(page).toHaveURL(new RegExp(`/app${url}$`))
}

async function check(page: Page, name: string, url: string, testId?: string) {
  await open(page, url)
  await loaded(page, testId)
  await expectAccessible(page, `admin: ${name}`, { include: OURS })
}

test("the shop's own admin screens have no WCAG 2.1 AA violation", async ({ page }) => {
  test.slow()
  // Records the demo data has none of: a fresh buy-out sale, a repair order and a pending review.
  const sale = await sellPhone()
  const repair = await orderRepair()
  await pendingReview()

  await loginToAdmin(page, { language: LANG })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto(`${BACKEND_URL}/app`)

  await check(page, "buy-out requests", "/buyouts", "buyout-list")
  await check(page, "buy-out request", `/buyouts/${sale.id}`, "buyout-detail")
  // The demo's paid sale whose seller's data the retention erased (backend scripts/seed/buyout-sales.ts).
  const { body: paid } = await admin("/admin/buyouts?status=paid&limit=100")
  const erased = paid.buyouts.find((b: { email: string }) => b.email === "")
  await check(page, "buy-out request with erased personal data", `/buyouts/${erased.id}`, "buyout-detail")
  await expect(page.getByTestId("buyout-customer")).toContainText(ui.buyouts.customer.erased_hint.split("{{date}}")[0].trim())
  await check(page, "buy-out catalogue", "/buyout-catalogue", "buyout-models")
  await page.locator("main").getByTestId("buyout-models").getByRole("link").first().click()
  await loaded(page, "buyout-model")
  await expectAccessible(page, "admin: buy-out model", { include: OURS })
  await check(page, "service orders", "/service-orders", "service-order-list")
  await check(page, "service order", `/service-orders/${repair}`, "service-order-detail")
  // The demo's completed repair whose customer's data the retention erased (backend scripts/seed/service-orders.ts).
  const { body: completed } = await admin("/admin/service/orders?status=completed&limit=100")
  const erasedRepair = completed.orders.find((o: { name: string }) => o.name.trim() === "")
  await check(page, "service order with erased personal data", `/service-orders/${erasedRepair.id}`, "service-order-detail")
  await expect(page.getByTestId("service-erased-hint")).toContainText(ui.service.detail.erased_hint.split("{{date}}")[0].trim())
  await check(page, "service prices", "/service-prices", "service-models")
  await page.locator("main").getByTestId("service-models").getByRole("link").first().click()
  await loaded(page, "service-operations")
  await expectAccessible(page, "admin: service prices of a model", { include: OURS })
  await check(page, "meta masters", "/meta-masters", "meta-master-list")
  await page.locator("main").getByTestId("meta-master-list").getByRole("link").first().click()
  await loaded(page, "meta-master-name")
  await expectAccessible(page, "admin: meta master", { include: OURS })
  await check(page, "reviews", "/reviews", "review-list")
  await check(page, "category tree", "/type-categories", "category-tree")
  await check(page, "category grid", "/product-categories-grid", "grid-row")
  await check(page, "item extras", "/item-extras", "item-extra-list")
  await check(page, "shipping rates", "/shipping-rates", "shipping-rates-list")
  await check(page, "installment scales", "/barems", "barem-list")
  await check(page, "delivery timeslots", "/delivery-timeslots", "timeslot-list")
  // The demo orders are in every picking status (backend scripts/seed/demo-orders.ts).
  await check(page, "picking queue", "/picking", "picking-list")
  // Every stocked item has a demo bin (backend scripts/seed/demo-product-locations.ts).
  await check(page, "product locations", "/picking/locations", "product-location-list")
  // Empty or not (the packing e2e hands one over): the scan form is there.
  await check(page, "hand-overs", "/handovers", "handover-scan")
  // The demo's boxes S, M and L (backend scripts/seed/demo-boxes.ts).
  await check(page, "shipping boxes", "/boxes", "box-list")
  // The demo's shipped order has its invoice (backend scripts/seed/demo-orders.ts).
  await check(page, "invoices", "/invoices", "invoice-number")
  await check(page, "bank statements", "/bank-statements", "bank-statement")
  await check(page, "staff", "/settings/staff", "staff-list")
  await check(page, "audit log", "/settings/audit-log", "audit-filters")
  // A create form (a focus modal) and an edit form (a drawer) of a list edited in place.
  await open(page, "/barems")
  await loaded(page, "barem-list")
  await page.locator("main").getByRole("button", { name: ui.barems.create, exact: true }).click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectAccessible(page, "admin: new installment scale", { include: OURS })
  await page.keyboard.press("Escape")
  await expect(page.getByRole("dialog")).toHaveCount(0)
  await page.locator("main").getByRole("button", { name: ui.barems.edit, exact: true }).first().click()
  await expect(page.getByRole("dialog")).toBeVisible()
  await expectAccessible(page, "admin: installment scale's edit", { include: OURS })
  await page.keyboard.press("Escape")

  // The purge page is the dialog it opens at once.
  await open(page, "/cdn-purge")
  await expect(page.getByRole("dialog").getByRole("heading", { name: ui.cdnPurge.title })).toBeVisible()
  await expectAccessible(page, "admin: CDN purge", { include: OURS })
})

/** A repair order for an iPhone 13's battery, dropped off at a service centre; its id. */
async function orderRepair(): Promise<string> {
  const post = storeFrom(newClientIp())
  const selector = await store(`/store/service/selector?${new URLSearchParams({ type: PHONES, manufacturer: "apple", model: "iphone-13", color: "black" })}`)
  const battery = selector.body.operations.find((op: { code: string }) => op.code === "battery")
  const centers = await store("/store/service/service-buyout-centers")
  const res = await post("/store/service/orders", {
    method: "POST",
    json: {
      color: "iphone-13-black",
      operations: [{ id: battery.id, quality: "original" }],
      imei: "490154203237518",
      first_name: "Jana",
      last_name: "Nováková",
      email: `a11y-repair-${Date.now()}@example.com`,
      phone: VARIANT === "cz" ? "601 123 456" : "0712 345 678",
      handover: "drop_off",
      center_id: centers.body.find((c: { is_service_center: boolean }) => c.is_service_center).id,
    },
  })
  expect(res.status, JSON.stringify(res.body)).toBe(201)
  const found = await admin(`/admin/service/orders?q=${encodeURIComponent(res.body.number)}`)
  return found.body.orders[0].id
}

/** A buyer's review waiting for staff, so that the review grid shows its actions. */
async function pendingReview() {
  const customer = await registerCustomer({ first_name: "Eva", last_name: "Přístupná" })
  const product = await buyAs(customer, "samsung-galaxy-tab-a9-plus")
  const created = await store("/store/reviews", {
    method: "POST",
    headers: customer.headers,
    json: { product_id: product.id, rating: 4, text: "Dobrý tablet.", full_name: "Eva Přístupná" },
  })
  expect(created.status).toBe(201)
}

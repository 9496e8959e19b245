import { expect, test } from "@playwright/test"
import { BACKEND_URL, VARIANT, adminToken, checkoutWith, fillCheckoutForm, messages, orderWidgetInAdmin } from "../shop"

// The seeded stores (backend/src/scripts/seed/shop-setup.ts): the first keeps display units of everything, the second no stock yet.
const STORE_PICKUP = VARIANT === "cz" ? "Osobní odběr" : "Ridicare din magazin"
const STORE = VARIANT === "cz" ? { stocked: "Prodejna Brno", empty: "Prodejna Ostrava" } : { stocked: "Magazin Cluj-Napoca", empty: "Magazin Iași" }

const HANDLE = "usb-c-cable-1m"

/**
 * Other tests buy the cable too and may take the store's two display units:
 * staff restock the store first (Medusa's admin API), as the shop would.
 */
async function restockStore(storeName: string, available: number) {
  const headers = { authorization: `Bearer ${await adminToken()}`, "content-type": "application/json" }
  const api = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${BACKEND_URL}${path}`, { ...init, headers })
    expect(res.ok, `${path}: ${res.status}`).toBe(true)
    return res.json()
  }
  const { stock_locations } = await api(`/admin/stock-locations?q=${encodeURIComponent(storeName)}&fields=id,name`)
  const location = stock_locations.find((l: { name: string }) => l.name.startsWith(storeName))
  const { products } = await api(`/admin/products?handle=${HANDLE}&fields=id,variants.id,variants.inventory_items.inventory_item_id`)
  for (const variant of products[0].variants) {
    for (const item of variant.inventory_items) {
      const levels = `/admin/inventory-items/${item.inventory_item_id}/location-levels`
      const { inventory_levels } = await api(`${levels}?location_id=${location.id}`)
      const reserved = Number(inventory_levels[0]?.reserved_quantity ?? 0)
      await api(`${levels}/${location.id}`, { method: "POST", body: JSON.stringify({ stocked_quantity: reserved + available }) })
    }
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** "Ready within 30 minutes" during opening hours, else the day and time it will be ready. */
const readiness = new RegExp(
  `^(${escape(messages.delivery.readyWithin.replace("{{minutes}}", "30"))}|${escape(messages.delivery.readyAt).replace("\\{\\{date\\}\\}", ".+").replace("\\{\\{time\\}\\}", "\\d{2}:\\d{2}")})$`,
)

test("a shopper collects the order in a store that has it; the thank-you page and the admin show the store", async ({ page }) => {
  await restockStore(STORE.stocked, 5)
  await checkoutWith(page, HANDLE)
  await fillCheckoutForm(page)
  await page.getByTestId("shipping-option").filter({ hasText: STORE_PICKUP }).click()

  const picker = page.getByTestId("store-picker")
  await expect(picker).toBeVisible()
  const empty = picker.getByTestId("store-choice").filter({ hasText: STORE.empty })
  await expect(empty.getByRole("radio")).toBeDisabled()
  await expect(empty.getByTestId("store-stock")).toHaveText(messages.delivery.storeOutOfStock)
  const stocked = picker.getByTestId("store-choice").filter({ hasText: STORE.stocked })
  await expect(stocked.getByTestId("store-stock")).toContainText(messages.delivery.storeInStock)
  await expect(stocked.getByTestId("store-ready")).toHaveText(readiness)
  await expect(stocked).toContainText(messages.delivery.openingHours)
  await stocked.getByRole("radio").check()

  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  const shown = page.getByTestId("order-pickup-store")
  await expect(shown).toContainText(messages.delivery.storeTitle)
  await expect(shown).toContainText(STORE.stocked)

  const widget = await orderWidgetInAdmin(page, "electroshop-pickup-store")
  await expect(widget).toContainText(STORE.stocked)
})

test("without a store chosen the order is not placed, and what was typed stays", async ({ page }) => {
  await checkoutWith(page, HANDLE)
  await fillCheckoutForm(page)
  await page.getByTestId("shipping-option").filter({ hasText: STORE_PICKUP }).click()
  await expect(page.getByTestId("store-picker")).toBeVisible()
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toHaveCount(0)
  await expect(page.getByTestId("error-stock_location_id")).toBeVisible()
  await expect(page.getByRole("textbox", { name: messages.checkout.email, exact: true })).not.toHaveValue("")
})

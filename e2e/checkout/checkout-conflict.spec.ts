import { expect, test } from "@playwright/test"
import { BACKEND_URL, VARIANT, adminToken, checkoutWith, fillCheckoutForm } from "../shop"

// The backend's answer to a completion that lost the race for the stock, in the shop language.
const STOCK_GONE =
  VARIANT === "cz"
    ? "Zboží z košíku už není skladem v požadovaném množství. Upravte prosím košík."
    : "Produsele din coș nu mai sunt în stoc în cantitatea cerută. Vă rugăm să modificați coșul."

test("a shopper whose last unit was sold during checkout reads why the order was not placed", async ({ page }) => {
  await checkoutWith(page, "apple-ipad-9-pouzity-b")
  await fillCheckoutForm(page)

  // meanwhile the remaining units are sold elsewhere (the shop's counter): nothing is left to reserve
  const token = await adminToken()
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" }
  const product = await (await fetch(`${BACKEND_URL}/admin/products?handle=apple-ipad-9-pouzity-b&fields=*variants`, { headers: auth })).json()
  const sku = product.products[0].variants[0].sku
  const { inventory_items } = await (await fetch(`${BACKEND_URL}/admin/inventory-items?sku=${sku}&fields=id,*location_levels`, { headers: auth })).json()
  for (const level of inventory_items[0].location_levels) {
    const res = await fetch(`${BACKEND_URL}/admin/inventory-items/${level.inventory_item_id}/location-levels/${level.location_id}`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ stocked_quantity: 0 }),
    })
    expect(res.status).toBe(200)
  }

  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("checkout-error")).toHaveText(STOCK_GONE)
  await expect(page.getByTestId("order-confirmed")).toHaveCount(0)
})

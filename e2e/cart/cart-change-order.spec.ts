import { expect, test, type Page } from "@playwright/test"
import { addProductToCart, checkoutWith, fillCheckoutForm, shop } from "../shop"

/** The page's POSTs (fetchers and, with JavaScript, forms) by their intent. */
const intentOf = (postData: string | null) => new URLSearchParams(postData ?? "").get("intent")

/**
 * Records the intents the page sends and holds the change of `intent` on its
 * way to the page's action (`<path>.data`), as on a slow connection or a busy
 * server, until `release`.
 */
async function holdChange(page: Page, path: string, intent: string) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  const sent: string[] = []
  page.on("request", (request) => {
    if (request.method() === "POST") sent.push(intentOf(request.postData()) ?? "")
  })
  await page.route(`**${path}.data*`, async (route) => {
    if (intentOf(route.request().postData()) === intent) await released
    await route.continue()
  })
  return { sent, release }
}

/** Sent at once, the second change would race the held one for the cart's lock. */
async function expectHeldBack(page: Page, sent: string[], intent: string) {
  await page.waitForTimeout(1000)
  expect(sent).not.toContain(intent)
}

test("a discount code applied while the chosen delivery is still being set waits for it, and both land", async ({ page }) => {
  await checkoutWith(page, "samsung-galaxy-a16")
  const { sent, release } = await holdChange(page, "/checkout", "set-shipping")

  await fillCheckoutForm(page)
  await expect.poll(() => sent).toContain("set-shipping")
  await page.getByTestId("discount-input").fill("DEMO10")
  await page.getByTestId("discount-apply").click()
  await expectHeldBack(page, sent, "apply-promo")

  release()
  await expect(page.getByTestId("applied-code")).toHaveText("DEMO10")
  await expect(page.locator(".summary__method")).toContainText(shop.courier)
  expect(sent.filter((intent) => intent !== "check-courier")).toEqual(["set-shipping", "apply-promo"])
})

test("a warranty extension chosen while the phone's quantity is still changing waits for it, and follows the new quantity", async ({ page }) => {
  await addProductToCart(page, "samsung-galaxy-a16")
  await page.goto("/cart")
  const { sent, release } = await holdChange(page, "/cart", "update")

  await page.getByTestId("qty-increase").click()
  await expect.poll(() => sent).toContain("update")
  const warranty = page.getByTestId("extra-form-warranty")
  await warranty.getByRole("combobox").selectOption({ index: 1 })
  await warranty.getByRole("button").click()
  await expectHeldBack(page, sent, "add-extra")

  release()
  await expect(page.getByTestId("cart-line")).toHaveCount(2)
  await expect(page.getByTestId("line-quantity").first()).toHaveText("2")
  await expect(page.getByTestId("cart-line").nth(1).getByTestId("line-quantity")).toContainText("2")
  expect(sent).toEqual(["update", "add-extra"])
})

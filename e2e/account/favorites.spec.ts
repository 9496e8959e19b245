import { expect, test, type Page } from "@playwright/test"
import { accountPaths } from "@electroshop/contracts/account"
import { logIn, registered, PASSWORD } from "../account-helpers"
import { VARIANT, messages, shop, visitProduct } from "../shop"

const paths = accountPaths(VARIANT)
const m = messages.favorites
const PRODUCT = "garmin-venu-3"

/** The product page's own heart (the last visited cards below have theirs). */
const productHeart = (page: Page) => page.locator(".product__info").getByTestId("favorite")

/** The first card of the phones category: its heart and title. */
async function firstPhone(page: Page, path = shop.phonesPath) {
  await page.goto(path)
  const card = page.getByTestId("product-card").first()
  return { card, title: (await card.locator(".product-card__title").textContent())!.trim() }
}

async function favoritesPage(page: Page) {
  await page.goto(paths.favorites)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title)
  return page.getByTestId("favorites").getByTestId("product-card")
}

test("a guest's favourites from a card and the product page are listed, join the account at login and stay there", async ({ browser, page }) => {
  const shopper = await registered()

  const phone = await firstPhone(page)
  await expect(phone.card.getByTestId("favorite")).not.toHaveAttribute("aria-pressed", "true")
  await phone.card.getByTestId("favorite").click()
  // back on the category page, the shopper request fills the heart in
  await expect(page).toHaveURL(new RegExp(`${shop.phonesPath}$`))
  await expect(page.getByTestId("product-card").first().getByTestId("favorite")).toHaveAttribute("aria-pressed", "true")

  await visitProduct(page, PRODUCT)
  await expect(productHeart(page)).toHaveAttribute("aria-pressed", "false")
  await productHeart(page).click()
  await expect(page).toHaveURL(new RegExp(`/p/${PRODUCT}$`))
  await expect(productHeart(page)).toHaveAttribute("aria-pressed", "true")
  const productTitle = (await page.getByTestId("product-title").textContent())!.trim()

  let cards = await favoritesPage(page)
  await expect(cards).toHaveCount(2)
  await expect(cards.first()).toContainText(productTitle)
  await expect(cards.nth(1)).toContainText(phone.title)
  await expect(cards.first()).toContainText(shop.currency)
  await expect(cards.first().locator("img")).toHaveCount(1)

  await logIn(page, shopper.email, PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`))
  // the guest cookie is gone: the list is the account's now
  expect((await page.context().cookies()).find((c) => c.name === "es_favorites")).toBeUndefined()
  cards = await favoritesPage(page)
  await expect(cards).toHaveCount(2)

  // a fresh browser: signed out there are none, after logging in both are there
  const other = await browser.newContext()
  try {
    const p = await other.newPage()
    await favoritesPage(p)
    await expect(p.getByTestId("favorites-empty")).toHaveText(m.empty)
    await logIn(p, shopper.email, PASSWORD)
    await expect(p).toHaveURL(new RegExp(`${paths.account}$`))
    const kept = await favoritesPage(p)
    await expect(kept).toHaveCount(2)
    await expect(kept.first()).toContainText(productTitle)
    await expect(kept.nth(1)).toContainText(phone.title)
    // removed with its heart on the favourites page
    await kept.first().getByTestId("favorite").click()
    await expect(p).toHaveURL(new RegExp(`${paths.favorites}$`))
    await expect(p.getByTestId("favorites").getByTestId("product-card")).toHaveCount(1)
    await p.goto(`/p/${PRODUCT}`)
    await expect(productHeart(p)).toHaveAttribute("aria-pressed", "false")
  } finally {
    await other.close()
  }
})

test("without JavaScript the heart is a form: it adds and removes, and the page comes back", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  try {
    const page = await context.newPage()
    await page.goto(`/p/${PRODUCT}`)
    await productHeart(page).click()
    await expect(page).toHaveURL(new RegExp(`/p/${PRODUCT}$`))
    const cards = await favoritesPage(page)
    await expect(cards).toHaveCount(1)
    // the favourites page knows: its heart is pressed, and pressing it removes the product
    await expect(cards.first().getByTestId("favorite")).toHaveAttribute("aria-pressed", "true")
    await cards.first().getByTestId("favorite").click()
    await expect(page).toHaveURL(new RegExp(`${paths.favorites}$`))
    await expect(page.getByTestId("favorites-empty")).toHaveText(m.empty)
  } finally {
    await context.close()
  }
})

test("a cached category page shows nobody's favourites; each shopper's come after it", async ({ browser }) => {
  const alice = await browser.newContext()
  const bob = await browser.newContext()
  try {
    const a = await alice.newPage()
    const fresh = `${shop.phonesPath}?fav=${Date.now()}`
    const phone = await firstPhone(a, fresh)
    await phone.card.getByTestId("favorite").click()
    await expect(a.getByTestId("product-card").first().getByTestId("favorite")).toHaveAttribute("aria-pressed", "true")

    // the shared document, as Alice (with her cookies) and Bob get it, has neutral hearts only
    const asAlice = await alice.request.get(fresh)
    expect(asAlice.headers()["x-cache"]).toMatch(/HIT|STALE/)
    const b = await bob.newPage()
    const served = await b.goto(fresh)
    expect(served!.headers()["x-cache"]).toMatch(/HIT|STALE/)
    for (const html of [await asAlice.text(), await served!.text()]) {
      expect(html).toContain('data-testid="favorite"')
      expect(html).not.toContain("aria-pressed")
    }
    // Bob's own (none) arrive after the page
    await expect(b.getByTestId("product-card").first().getByTestId("favorite")).toHaveAttribute("aria-pressed", "false")
    await expect(b.locator('[data-testid="favorite"][aria-pressed="true"]')).toHaveCount(0)
  } finally {
    await alice.close()
    await bob.close()
  }
})

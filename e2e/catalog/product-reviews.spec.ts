import { randomInt } from "node:crypto"
import { expect, test } from "@playwright/test"
import { admin, store } from "../../backend/integration-tests/helpers/api"
import { buyAs, registerCustomer, type Customer } from "../../backend/integration-tests/helpers/customer"
import { messages } from "../shop"

const HANDLE = "apple-ipad-air-13-m3"

async function review(customer: Customer, productId: string, body: Record<string, unknown>) {
  const created = await store("/store/reviews", { method: "POST", headers: customer.headers, json: { product_id: productId, ...body } })
  expect(created.status).toBe(201)
  return created.body.review.id as string
}

/** The product's structured data as a search engine reads it. */
async function jsonLd(page: import("@playwright/test").Page) {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null")
}

test("approved reviews of buyers appear on the product page with their average, in either order, and in its structured data", async ({ page }) => {
  const tag = randomInt(1e6)
  const [eva, petr, ivan] = await Promise.all([
    registerCustomer({ first_name: "Eva", last_name: `Kladná${tag}` }),
    registerCustomer({ first_name: "Petr", last_name: `Kritický${tag}` }),
    registerCustomer({ first_name: "Ivan", last_name: `Čekající${tag}` }),
  ])
  const product = await buyAs(eva, HANDLE)
  await buyAs(petr, HANDLE)
  await buyAs(ivan, HANDLE)

  // before any review: the empty state, and no rating for search engines
  await page.goto(`/p/${HANDLE}`)
  await expect(page.getByTestId("reviews-empty")).toHaveText(messages.reviews.empty)
  expect((await jsonLd(page)).aggregateRating).toBeUndefined()

  const praise = `Skvělý displej ${tag}`
  const complaint = `Rychle se vybíjí ${tag}`
  const good = await review(eva, product.id, { rating: 5, text: praise, pros: "Displej", cons: "Cena", full_name: `Eva Kladná${tag}` })
  const bad = await review(petr, product.id, { rating: 2, text: complaint, anonymous: true, full_name: `Petr Kritický${tag}` })
  await review(ivan, product.id, { rating: 1, text: `Čeká na schválení ${tag}`, full_name: `Ivan Čekající${tag}` })
  for (const id of [good, bad]) expect((await admin(`/admin/reviews/${id}/approve`, { method: "POST" })).status).toBe(200)

  // the approval empties the cached page: the next visit shows both approved reviews, newest first
  await expect(async () => {
    await page.goto(`/p/${HANDLE}`)
    await expect(page.getByTestId("reviews-count")).toHaveText(messages.reviews.count_few.replace("{{count}}", "2"), { timeout: 500 })
  }).toPass({ timeout: 5_000 })
  await expect(page.getByTestId("reviews-average")).toHaveText("3,5")
  const reviews = page.getByTestId("review")
  await expect(reviews).toHaveCount(2)
  await expect(reviews.first()).toContainText(complaint)
  await expect(reviews.first()).toContainText(messages.reviews.anonymous)
  await expect(reviews.first()).not.toContainText("Kritický")
  await expect(reviews.nth(1)).toContainText(`Eva Kladná${tag}`)
  await expect(reviews.nth(1)).toContainText(`${messages.reviews.pros}: Displej`)
  await expect(reviews.nth(1)).toContainText(`${messages.reviews.cons}: Cena`)
  await expect(page.getByTestId("product-reviews")).not.toContainText("Čeká na schválení")
  expect((await jsonLd(page)).aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: 3.5, reviewCount: 2, bestRating: 5, worstRating: 1 })

  // shoppers found the praise helpful: sorted by helpfulness it comes first (a link, so it works without JavaScript)
  for (const voter of [petr, ivan]) expect((await store(`/store/reviews/${good}/helpful`, { method: "POST", headers: voter.headers })).status).toBe(200)
  await page.getByTestId("reviews-sort-helpful").click()
  await expect(page).toHaveURL(/reviews=helpful/)
  await expect(page.getByTestId("reviews-sort-helpful")).toHaveAttribute("aria-current", "true")
  await expect(reviews.first()).toContainText(praise)
  await expect(reviews.first().getByTestId("review-helpful")).toBeVisible()

  // the product's card in its category listing shows the stars and the count too
  await page.getByRole("navigation", { name: messages.nav.breadcrumbs }).getByRole("link").last().click()
  const card = page.locator(`[data-testid="product-card"][data-handle="${HANDLE}"]`)
  await expect(card.getByTestId("card-rating")).toContainText(messages.reviews.count_few.replace("{{count}}", "2"))
  await expect(card.getByRole("img", { name: messages.reviews.stars.replace("{{rating}}", "3,5") })).toBeVisible()
})

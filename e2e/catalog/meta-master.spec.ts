import { expect, test } from "@playwright/test"
import { validationMessage } from "@electroshop/domain"
import { BACKEND_URL, VARIANT, loginToAdmin, messages, shop, LANG, adminTexts } from "../shop"

const ui = adminTexts.metaMasters

/**
 * The product page lists the same device in other qualities (its meta master)
 * with grade and price. The demo data groups the used iPhone 14 grades; a
 * sibling added in the admin API shows up on the page too, and a product
 * outside any meta master shows no such section.
 */
const token = async () => {
  const res = await fetch(`${BACKEND_URL}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL ?? "admin@electroshop.local", password: process.env.ADMIN_PASSWORD ?? "Admin123!" }),
  })
  return (await res.json()).token as string
}

test("the product page offers the same device in the other grades, with price and grade", async ({ page }) => {
  await page.goto("/p/apple-iphone-14-pouzity-b")
  const section = page.getByTestId("meta-master-siblings")
  await expect(section.getByRole("heading", { name: messages.metaMaster.title })).toBeVisible()

  const siblings = section.getByTestId("meta-master-sibling")
  await expect(siblings).toHaveCount(4) // A+, A, C, D — not the B grade being viewed
  const grades = ["A+", "A", "C", "D"]
  for (const [i, grade] of grades.entries()) {
    const row = siblings.nth(i)
    await expect(row.getByTestId("quality-badge")).toHaveText(messages.quality.grade.replace("{{grade}}", grade))
    await expect(row).toContainText(shop.currency)
  }
  await expect(section).not.toContainText(/stav B|stare B/)

  // prices are the ones the sibling's own page shows
  const aPlus = siblings.first()
  const listed = (await aPlus.locator(".price__amount").innerText()).trim()
  await aPlus.click()
  await expect(page).toHaveURL(/\/p\/apple-iphone-14-pouzity-a-plus$/)
  await expect(page.getByTestId("product-price")).toContainText(listed.replace(/^\D+\s/, ""))
  // and from there the B grade is offered back
  await expect(page.locator('[data-testid="meta-master-sibling"][data-handle="apple-iphone-14-pouzity-b"]')).toHaveCount(1)
  await expect(page.getByTestId("meta-master-sibling")).toHaveCount(4)
})

test("a product added to a meta master in the admin appears among the siblings", async ({ page }) => {
  const auth = { authorization: `Bearer ${await token()}`, "content-type": "application/json" }
  const products = await (
    await fetch(`${BACKEND_URL}/admin/products?handle[]=apple-iphone-16e&handle[]=apple-iphone-15&fields=id,handle`, { headers: auth })
  ).json()
  const ids = Object.fromEntries(products.products.map((p: { id: string; handle: string }) => [p.handle, p.id]))
  const created = await (
    await fetch(`${BACKEND_URL}/admin/meta-masters`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ name: "E2E iPhone siblings", master_product_ids: [ids["apple-iphone-16e"]] }),
    })
  ).json()
  const id = created.meta_master.id
  try {
    // alone in its meta master: nothing to offer
    await page.goto("/p/apple-iphone-16e")
    await expect(page.getByTestId("product-title")).toBeVisible()
    await expect(page.getByTestId("meta-master-siblings")).toHaveCount(0)

    const added = await fetch(`${BACKEND_URL}/admin/meta-masters/${id}/add-master-product`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ master_product_ids: [ids["apple-iphone-15"]] }),
    })
    expect(added.status).toBe(200)
    const sibling = page.getByTestId("meta-master-sibling")
    // The cached page is dropped when the change's event reaches the storefront (docs/caching.md "Page cache").
    await expect(async () => {
      await page.goto("/p/apple-iphone-16e")
      await expect(sibling).toHaveCount(1, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(sibling).toHaveAttribute("data-handle", "apple-iphone-15")
    await expect(sibling.getByTestId("quality-badge")).toHaveText(messages.quality.new)
    await expect(sibling).toContainText(shop.currency)
  } finally {
    await fetch(`${BACKEND_URL}/admin/meta-masters/${id}`, { method: "DELETE", headers: auth })
  }
})

test("staff create a meta master in the admin, add products, rename and delete it; the storefront follows", async ({ page }) => {
  const name = `E2E Galaxy ${Date.now()}`
  await loginToAdmin(page, { language: LANG })
  await page.goto(`${BACKEND_URL}/app/orders`)
  await page.getByRole("link", { name: ui.menu, exact: true }).click()
  await expect(page.getByRole("heading", { name: ui.title, exact: true })).toBeVisible()
  await expect(page.getByTestId("meta-master-list").getByRole("row").filter({ hasText: "Apple iPhone 14 128GB" })).toBeVisible()

  // add-meta-master: an empty name is refused with the field error, then created
  await page.getByRole("button", { name: ui.create }).click()
  await page.getByRole("button", { name: ui.save }).click()
  // The shop's one 400 body: the field's message in the shop language.
  await expect(page.getByRole("alert").filter({ hasText: validationMessage("required", VARIANT === "ro" ? "ro" : "cs") })).toBeVisible()
  await page.getByLabel(ui.name, { exact: true }).fill(name)
  await page.getByRole("button", { name: ui.save }).click()
  await expect(page.getByTestId("meta-master-name")).toHaveText(name)
  await expect(page.getByText(ui.saved).first()).toBeVisible()
  await expect(page.getByText(ui.members_empty)).toBeVisible()

  // add-master-product through the product search
  const added = [
    ["Samsung Galaxy S25 Ultra", "samsung-galaxy-s25-ultra"],
    ["Samsung Galaxy S25", "samsung-galaxy-s25"],
  ]
  for (const [title, handle] of added) {
    await page.getByPlaceholder(ui.product_search).fill(title)
    const result = page
      .getByTestId("meta-master-product-results")
      .getByRole("listitem")
      .filter({ has: page.getByText(title, { exact: true }) })
    await expect(result).toHaveCount(1)
    await result.getByRole("button", { name: ui.add }).press("Enter")
    await expect(page.getByText(ui.added).first()).toBeVisible()
    await expect(page.locator(`[data-testid="meta-master-member"][data-handle="${handle}"]`)).toBeVisible()
  }
  await expect(page.getByTestId("meta-master-member")).toHaveCount(2)

  // the storefront offers the other one
  const storefront = await page.context().newPage()
  await storefront.goto("/p/samsung-galaxy-s25")
  await expect(storefront.getByTestId("meta-master-sibling")).toHaveAttribute("data-handle", "samsung-galaxy-s25-ultra")

  // update-meta-master (in the edit drawer)
  await page.getByRole("button", { name: ui.edit, exact: true }).click()
  await page.getByLabel(ui.name, { exact: true }).fill(`${name} renamed`)
  await page.getByRole("button", { name: ui.save }).click()
  await expect(page.getByTestId("meta-master-name")).toHaveText(`${name} renamed`)

  // remove one member: the storefront no longer offers a sibling
  // (with the keyboard: toasts in the corner may cover the row's buttons)
  await page.locator('[data-testid="meta-master-member"][data-handle="samsung-galaxy-s25-ultra"]').getByRole("button", { name: ui.remove }).press("Enter")
  await expect(page.getByTestId("meta-master-member")).toHaveCount(1)
  await storefront.reload()
  await expect(storefront.getByTestId("product-title")).toBeVisible()
  await expect(storefront.getByTestId("meta-master-siblings")).toHaveCount(0)

  // delete-meta-master asks first, then goes back to the list
  await page.getByRole("button", { name: ui.delete, exact: true }).press("Enter")
  await page.getByRole("alertdialog").getByRole("button", { name: ui.delete, exact: true }).click()
  await expect(page.getByText(ui.deleted).first()).toBeVisible()
  await expect(page.getByRole("heading", { name: ui.title, exact: true })).toBeVisible()
  await expect(page.getByTestId("meta-master-list").getByRole("row").filter({ hasText: name })).toHaveCount(0)
})

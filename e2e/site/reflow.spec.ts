import { expect, test, type Page } from "@playwright/test"
import { addProductToCart, shop } from "../shop"

/**
 * WCAG 1.4.10 Reflow and 1.4.4 Resize text: at 320 px width, and zoomed to 200 %, the key pages
 * scroll only up and down, and nothing sticks out past the window's edges.
 *
 * Zoomed to 200 %, a 1280 × 900 window lays the page out in 640 × 450 CSS pixels, each drawn with 2 × 2
 * device pixels: a viewport of that size at a device scale factor of 2 is that layout (media queries
 * and rem sizes see what the zoomed window shows), unlike CSS `zoom` on the root, which leaves media
 * queries at the full width. 320 px is the width WCAG names (a 1280 px window at 400 %). The scale
 * factor changes pixel density, not layout, so each page is loaded once and checked at both widths.
 */
const SIZES = [
  { name: "200 % zoom", width: 640, height: 450 },
  { name: "320 px", width: 320, height: 640 },
]

test.use({ deviceScaleFactor: 2 })

/** What sticks out sideways: the page's own scroll width, and each visible element past the window's edges (a wide table in a scroller of its own may). */
async function expectReflows(page: Page, name: string) {
  const faults = await page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth} px wide`)
    const scrollsItself = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (["auto", "scroll"].includes(getComputedStyle(parent).overflowX)) return true
      }
      return false
    }
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect()
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") continue
      if ((box.right > width + 1 || box.left < -1) && !scrollsItself(element)) {
        found.push(`${element.tagName.toLowerCase()}.${[...element.classList].join(".")} (${Math.round(box.left)}–${Math.round(box.right)} px)`)
      }
    }
    return found.slice(0, 8)
  })
  expect.soft(faults, `${name} (${page.url()}) reaches past the window's edges`).toEqual([])
}

async function atEachSize(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height })
    await expectReflows(page, `${name} at ${size.name}`)
  }
}

test("the key pages reflow at 200 % zoom and at 320 px: no sideways scrolling, nothing past the edges", async ({ page }) => {
  for (const [name, path] of [
    ["home", "/"],
    ["category", shop.phonesPath],
  ]) {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached()
    await atEachSize(page, name)
  }
  await addProductToCart(page, "samsung-galaxy-a16")
  await expect(page.getByTestId("add-to-cart")).toBeVisible()
  await atEachSize(page, "product")
  await page.goto("/checkout")
  await expect(page.getByTestId("checkout-submit")).toBeVisible()
  await atEachSize(page, "checkout")
})

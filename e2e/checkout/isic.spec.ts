import { expect, test, type Page } from "@playwright/test"
import { validationMessage } from "@electroshop/domain"
import { BACKEND_URL, VARIANT, adminToken, checkoutWith, fillCheckoutForm, messages, noScriptCartPage, backendTexts, LANG } from "../shop"

/** The stand-in verification endpoint's demo card of each shop (scripts/lib/fake-isic.mjs, docs/api/promotions.md "ISIC discount"). */
const CARD = VARIANT === "cz" ? { number: "S 420 123 456 789 A", holder: "Jan Novák" } : { number: "S 642 123 456 789 B", holder: "Ana Popescu" }
const masked = (number: string) => {
  const n = number.replace(/\s+/g, "")
  return `${n[0]}********${n.slice(9)}`
}
const t = messages.isic
const backendMessages = backendTexts("promotion")

async function fillCard(page: Page, number: string, holder: string) {
  const isic = page.getByTestId("isic")
  await isic.getByRole("textbox", { name: t.cardNumber }).fill(number)
  await isic.getByRole("textbox", { name: t.cardHolder }).fill(holder)
  await isic.getByTestId("isic-apply").click()
}

test("a student's verified ISIC card takes the discount off the order; a wrong number and an unknown card are named at the field", async ({ page }) => {
  await checkoutWith(page, "anker-powerbank-10000")
  await fillCheckoutForm(page)
  await expect(page.getByTestId("discount-total")).toHaveCount(0)

  // A number of the wrong shape: the field says so, and nothing typed elsewhere is lost.
  await fillCard(page, "12345", CARD.holder)
  await expect(page.getByTestId("isic").getByRole("textbox", { name: t.cardNumber })).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByTestId("isic")).toContainText(validationMessage("invalid_isic", LANG))
  await expect(page.getByRole("textbox", { name: messages.checkout.email, exact: true })).not.toHaveValue("")

  // A card of the right shape that the issuer does not confirm for this holder.
  await fillCard(page, CARD.number, "Someone Else")
  await expect(page.getByTestId("isic")).toContainText(backendMessages.isic_not_verified)
  await expect(page.getByTestId("isic").getByRole("textbox", { name: t.cardNumber })).toHaveAttribute("aria-invalid", "true")
  await expect(page.getByTestId("discount-total")).toHaveCount(0)

  // The holder as on the card, typed with Enter: the discount shows in the summary.
  const isic = page.getByTestId("isic")
  await isic.getByRole("textbox", { name: t.cardNumber }).fill(CARD.number)
  await isic.getByRole("textbox", { name: t.cardHolder }).fill(CARD.holder)
  await isic.getByRole("textbox", { name: t.cardHolder }).press("Enter")
  await expect(page.getByTestId("isic-applied")).toContainText(masked(CARD.number))
  await expect(page.getByText(t.verified)).toBeVisible()
  await expect(page.getByTestId("discount-total")).toBeVisible()

  // The form kept the shopper's data; the order is placed with the discount and the card.
  await fillCheckoutForm(page)
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("discount-total")).toBeVisible()
  await expect(page.getByTestId("order-isic")).toHaveText(t.title)

  // Staff see the card on the order (masked; the full number is never stored).
  const orderId = new URL(page.url()).pathname.split("/").pop()
  const res = await fetch(`${BACKEND_URL}/admin/orders/${orderId}?fields=id,metadata,discount_total`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  })
  const { order } = await res.json()
  expect(order.discount_total).toBeGreaterThan(0)
  expect(order.metadata.isic).toMatchObject({ card: masked(CARD.number), holder: CARD.holder })
})

test("the ISIC card is applied and removed without JavaScript", async ({ browser }) => {
  const page = await noScriptCartPage(browser, "anker-powerbank-10000")
  await fillCard(page, CARD.number, CARD.holder)
  await expect(page.getByTestId("isic-applied")).toContainText(masked(CARD.number))
  await expect(page.getByTestId("discount-total")).toBeVisible()
  await page.getByRole("button", { name: t.remove }).click()
  await expect(page.getByTestId("isic-applied")).toHaveCount(0)
  await expect(page.getByTestId("discount-total")).toHaveCount(0)
  await page.context().close()
})

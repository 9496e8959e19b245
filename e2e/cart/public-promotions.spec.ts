import { expect, test } from "@playwright/test"
import { PUBLIC_PROMOTIONS_PATHS } from "@electroshop/contracts/promotion"
import { admin } from "../../backend/integration-tests/helpers/api"
import { createCodePromotion } from "../../backend/integration-tests/helpers/promotions"
import { VARIANT, checkoutWith, messages } from "../shop"

const t = messages.publicPromotions
const PATH = PUBLIC_PROMOTIONS_PATHS[VARIANT]

const setShopFields = (id: string, fields: { marketing_name: string | null; public: boolean }) =>
  admin(`/admin/promotions/${id}/shop-fields`, { method: "POST", json: { ...fields, combinable: true } })

test("shoppers find the public discounts from the checkout, with name, value and code; a discount made private is gone on the next visit", async ({ page }) => {
  const code = `VEREJNA${Date.now()}`
  const name = VARIANT === "cz" ? "Podzimní sleva na příslušenství" : "Reducere de toamnă la accesorii"
  const { body } = await createCodePromotion(code, { percent: 7 })
  expect((await setShopFields(body.promotion.id, { marketing_name: name, public: true })).status).toBe(200)

  await checkoutWith(page, "usb-c-cable-1m")
  const opened = page.waitForEvent("popup")
  await page.getByRole("link", { name: t.link }).click()
  const list = await opened
  await expect(list).toHaveURL(new RegExp(`${PATH}$`))
  await expect(list.getByRole("heading", { level: 1 })).toHaveText(t.title)
  const card = list.getByTestId("public-promotion").filter({ hasText: name })
  await expect(card.getByTestId("public-promotion-code")).toHaveText(code)
  await expect(card).toContainText("−7 %")
  await expect(card).toContainText(t.noEnd)

  // Phone width: no sideways scrolling.
  await list.setViewportSize({ width: 360, height: 740 })
  expect(await list.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)

  await setShopFields(body.promotion.id, { marketing_name: name, public: false })
  await list.reload()
  await expect(list.getByTestId("public-promotion").filter({ hasText: name })).toHaveCount(0)
})

import { expect, test } from "@playwright/test"
import { admin } from "../../backend/integration-tests/helpers/api"
import { sellPhone, waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { BACKEND_URL, VARIANT, loginToAdmin, adminTexts } from "../shop"
import { buyout, money, t } from "../buyout-helpers"

const OFFER_PATH = VARIANT === "cz" ? "/vykup/nabidka" : "/vanzare/oferta"
const RE_OFFER = VARIANT === "cz" ? "Nová nabídka ceny" : "Ofertă nouă de preț"
const ACCEPTED = VARIANT === "cz" ? "Výkup schválen" : "Vânzare aprobată"
const RETURNED = VARIANT === "cz" ? "Zařízení vráceno" : "Dispozitiv returnat"
const ACCEPTED_NOTE = VARIANT === "cz" ? "Zákazník novou nabídku přijal." : "Clientul a acceptat noua ofertă."
const adminUi = adminTexts

/** A sold phone that staff inspected and offered a lower price for, as the admin does it. */
async function saleWithNewOffer() {
  const sale = await sellPhone()
  const { body } = await admin(`/admin/buyouts/${sale.id}`)
  const offered = Math.max(1, body.buyout.price - 700)
  for (const step of [{ status: "device_received" }, { status: "inspected" }, { status: "re_offer", offered_price: offered }]) {
    expect((await admin(`/admin/buyouts/${sale.id}/status`, { method: "POST", json: step })).status).toBe(200)
  }
  return { ...sale, offered }
}

async function history(id: string) {
  return (await admin(`/admin/buyouts/${id}`)).body.buyout.status_history as { from_status: string; to_status: string; actor_type: string }[]
}

test("the seller accepts a new offer from the e-mailed link, once", async ({ page }) => {
  const sale = await saleWithNewOffer()
  const mail = await waitForMail(sale.email, (m) => m.subject.includes(RE_OFFER))
  const link = new RegExp(`${OFFER_PATH}\\?id=[^\\s"]+`).exec(mail.text)?.[0]
  expect(link, "the e-mail links to the offer").toBeTruthy()

  await page.goto(link!)
  const offer = page.getByTestId("buyout-counter-offer")
  await expect(offer.getByTestId("buyout-offered-price")).toHaveText(money(sale.offered))
  // Opening the link decided nothing.
  expect((await history(sale.id)).at(-1)!.to_status).toBe("re_offer")

  await offer.getByRole("button", { name: t("buyout.offer.accept").replace("{{price}}", money(sale.offered)) }).click()
  await expect(page.getByTestId("buyout-offer-message")).toHaveText(t("buyout.offer.accepted"))
  await expect(page.locator(".status-pill")).toHaveText(ACCEPTED)
  await expect(offer.getByRole("button")).toHaveCount(0)

  // The link again, later: already decided, no buttons.
  await page.goto(link!)
  await expect(page.getByTestId("buyout-offer-message")).toHaveText(t("buyout.offer.decided").replace("{{status}}", ACCEPTED))
  await expect(page.getByTestId("buyout-counter-offer").getByRole("button")).toHaveCount(0)

  const decisions = (await history(sale.id)).filter((h) => h.from_status === "re_offer")
  expect(decisions).toEqual([expect.objectContaining({ to_status: "accepted", actor_type: "customer" })])

  // Staff see the seller's decision in the buy-out's history.
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/buyouts/${sale.id}`)
  const entry = page.getByTestId("buyout-history-entry").last()
  await expect(entry).toContainText(adminUi.buyouts.history.by_customer)
  await expect(entry).toContainText(ACCEPTED_NOTE)
})

test("the seller declines a new offer on the status page and gets the device back", async ({ page }) => {
  const sale = await saleWithNewOffer()
  await page.goto(buyout.status)
  await page.getByLabel(t("buyout.status.number")).fill(sale.number)
  await page.getByLabel(t("buyout.fields.email")).fill(sale.email)
  await page.getByRole("button", { name: t("buyout.status.submit") }).click()
  const offer = page.getByTestId("buyout-counter-offer")
  await expect(offer.getByTestId("buyout-offered-price")).toHaveText(money(sale.offered))

  await offer.getByRole("button", { name: t("buyout.offer.decline") }).click()
  await expect(page.getByTestId("buyout-offer-message")).toHaveText(t("buyout.offer.declined"))
  await expect(page.locator(".status-pill")).toHaveText(RETURNED)
  expect((await history(sale.id)).at(-1)).toEqual(expect.objectContaining({ from_status: "re_offer", to_status: "returned", actor_type: "customer" }))
})

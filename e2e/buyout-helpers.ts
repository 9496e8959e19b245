import { randomInt } from "node:crypto"
import { expect, type Page } from "@playwright/test"
import { formatMoney } from "@electroshop/domain"
import { BACKEND_URL, VARIANT, adminToken, messages } from "./shop"

/** Variant data of the buy-out flow, as the seed and the backend define it. */
export const buyout =
  VARIANT === "cz"
    ? {
        prefix: "/vykup",
        thanks: "/vykup/dekujeme/",
        status: "/vykup/stav",
        phones: "telefony",
        numberPrefix: "VK",
        currency: "czk",
        locale: "cs",
        seller: {
          imei: "490154203237518",
          firstName: "Jan",
          lastName: "Novák",
          birthNumber: "710319/2745",
          badBirthNumber: "7103192746",
          identityCardNumber: "204851377",
          identityReleasedBy: "MěÚ Praha 4",
          identityValidTo: "31.12.2031",
          placeOfBirth: "Brno",
          nationality: "česká",
          phoneNumber: "+420 601 123 456",
          street: "Na Pankráci 12",
          city: "Praha",
          postcode: "140 00",
          bankAccountNumber: "34278-727558021",
          bankCode: "0100",
        },
        plaintext: ["7103192745", "710319/2745", "204851377", "727558021"],
      }
    : {
        prefix: "/vanzare",
        thanks: "/vanzare/multumim/",
        status: "/vanzare/stare",
        phones: "telefoane",
        numberPrefix: "RV",
        currency: "ron",
        locale: "ro",
        seller: {
          imei: "490154203237518",
          firstName: "Ion",
          lastName: "Popescu",
          birthNumber: "1630615123457",
          badBirthNumber: "1630615123458",
          identityCardNumber: "RX482915",
          identityReleasedBy: "SPCEP Sector 3",
          identityValidTo: "31.12.2031",
          placeOfBirth: "Cluj-Napoca",
          nationality: "română",
          phoneNumber: "0712 345 678",
          street: "Strada Lipscani 10",
          city: "București",
          postcode: "030031",
          bankAccountNumber: "RO49AAAA1B31007593840000",
          bankCode: "",
        },
        plaintext: ["1630615123457", "RX482915", "RO49AAAA1B31007593840000"],
      }

export const t = (path: string): string => path.split(".").reduce((node: any, key) => node?.[key], messages)
export const money = (amount: number) => formatMoney(amount, buyout.currency, buyout.locale)
export const MAIL_CATCHER_URL = process.env.MAIL_CATCHER_URL ?? ""

/**
 * Each test is its own shopper address, for the backend's per-address rate
 * limits. The storefront forwards the shopper's address only from its server's
 * `context.clientAddress`, i.e. when it trusts the test's address as a proxy
 * (its TRUSTED_PROXIES); otherwise every shopper counts as the storefront.
 */
export async function asNewShopper(page: Page) {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` })
}

export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as any).dataLayer ?? []).map((e: { event: string }) => e.event))
}

/** Picks the first phone model of Apple and its first colour with the selects, as a shopper does. */
export async function selectPhone(page: Page) {
  // Until the page hydrates the selector is a plain form (its submit button stays after);
  // only then does choosing a value navigate by itself. The header's sub-cart toggle appears then.
  await page.getByTestId("mini-cart-toggle").waitFor()
  await page.getByTestId("buyout-select-type").selectOption(buyout.phones)
  await expect(page).toHaveURL(new RegExp(`${buyout.prefix}/${buyout.phones}$`))
  await page.getByTestId("buyout-select-manufacturer").selectOption("apple")
  await expect(page).toHaveURL(new RegExp(`${buyout.prefix}/${buyout.phones}/apple$`))
  const model = page.getByTestId("buyout-select-model")
  const modelValue = await model.locator("option").nth(1).getAttribute("value")
  await model.selectOption(modelValue!)
  await expect(page).toHaveURL(new RegExp(`/apple/${modelValue}$`))
  await page.locator(".buyout-color").first().click()
  await expect(page).toHaveURL(new RegExp(`/apple/${modelValue}/[^/]+$`))
  return modelValue!
}

/** Answers every question with its first choice except `overrides` (question index → choice index). */
export async function answerConditions(page: Page, overrides: Record<number, number> = {}) {
  const questions = page.getByTestId("buyout-condition")
  await expect(questions.first()).toBeVisible()
  const count = await questions.count()
  for (let i = 0; i < count; i++) {
    await questions
      .nth(i)
      .locator("label.buyout-choice")
      .nth(overrides[i] ?? 0)
      .click()
  }
  return count
}

export async function adminGet(path: string) {
  const token = await adminToken()
  const res = await fetch(`${BACKEND_URL}${path}`, { headers: { authorization: `Bearer ${token}` } })
  expect(res.status, `${path}`).toBe(200)
  return res.json()
}

export async function waitForMail(to: string, timeoutMs = 15_000) {
  if (!MAIL_CATCHER_URL) throw new Error("MAIL_CATCHER_URL is not set")
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const list = (await (await fetch(`${MAIL_CATCHER_URL}/messages`)).json()) as { to: string[]; subject: string; text: string }[]
    const found = list.filter((m) => m.to.some((address) => address.toLowerCase() === to.toLowerCase()))
    if (found.length) return found[found.length - 1]
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`)
}

/** The sell-online form's text fields after the IMEI, in the form's order (the variant's bank code last). */
export const SELLER_TEXT_FIELDS = [
  "firstName",
  "lastName",
  "birthNumber",
  "placeOfBirth",
  "nationality",
  "identityCardNumber",
  "identityReleasedBy",
  "identityValidTo",
  "email",
  "phoneNumber",
  "street",
  "city",
  "postcode",
  "bankAccountNumber",
  ...(VARIANT === "cz" ? (["bankCode"] as const) : []),
] as const

/** Fills the sell-online form with valid data of the variant (`overrides` by field name). */
export async function fillSellForm(page: Page, email: string, overrides: Partial<Record<string, string>> = {}) {
  const form = page.getByTestId("buyout-sell-form")
  const s = { ...buyout.seller, email, ...overrides }
  const typed = ["imei", ...SELLER_TEXT_FIELDS] as const
  for (const name of typed) await form.locator(`[name="${name}"]`).fill(s[name] ?? "")
  await form.locator('[name="gender"]').selectOption("male")
  return s
}

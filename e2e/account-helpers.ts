import { randomInt } from "node:crypto"
import { expect, type Page } from "@playwright/test"
import { accountPaths } from "@electroshop/contracts/account"
import { registerAccount } from "../backend/integration-tests/helpers/customer"
import { VARIANT, messages } from "./shop"

/** Shoppers with accounts for the account specs: registration through the store API, login through the storefront's form. */

const paths = accountPaths(VARIANT)
const m = messages.account

export const PASSWORD = "Secret123!"

export const newShopper = () => ({ email: `e2e-account-${Date.now()}-${randomInt(1e6)}@example.com`, firstName: VARIANT === "cz" ? "Jana" : "Ioana" })

/** A form field by its label; a required one's label ends with a marker. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`))

export async function registered() {
  const shopper = newShopper()
  const { status, body } = await registerAccount({
    email: shopper.email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    first_name: shopper.firstName,
    last_name: "Testová",
  })
  expect(status).toBe(201)
  return { ...shopper, id: body.customer.id as string }
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto(paths.login)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.login.title)
  await field(page, m.fields.email).fill(email)
  await field(page, m.fields.password).fill(password)
  await page.getByRole("button", { name: m.login.submit, exact: true }).click()
}

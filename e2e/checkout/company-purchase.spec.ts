import { expect, test } from "@playwright/test"
import { waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { BACKEND_URL, VARIANT, checkoutWith, fillCheckoutForm, loginToAdmin, messages } from "../shop"

// IČO and DIČ in the Czech shop, CUI in the Romanian one; each first mistyped (wrong check digit), then corrected.
const company =
  VARIANT === "cz"
    ? { name: "ElektroShop s.r.o.", id: "27074358", badId: "27074359", badIdError: "Zadejte platné IČO (8 číslic).", vatId: "CZ27074358", idLabel: "IČO" }
    : {
        name: "Electro Shop SRL",
        id: "RO18547290",
        badId: "18547291",
        badIdError: "Introduceți un CUI valid (cod de identificare fiscală).",
        vatId: null,
        idLabel: "CUI",
      }

test("a company buys with its identifiers checked at checkout, kept on the order, in the e-mail and for staff", async ({ page }) => {
  await checkoutWith(page, "samsung-galaxy-a16")
  await fillCheckoutForm(page)
  const email = `firma-${VARIANT}-${Date.now()}@example.com`
  await page.getByRole("textbox", { name: messages.checkout.email, exact: true }).fill(email)

  // The company part appears only when buying as a company.
  const part = page.getByTestId("company-purchase")
  await expect(part).toBeHidden()
  await page.getByLabel(messages.checkout.asCompany).check()
  await expect(part).toBeVisible()
  await part.getByRole("textbox", { name: messages.checkout.companyId }).fill(company.badId)
  if (company.vatId) await part.getByRole("textbox", { name: messages.checkout.vatId }).fill("27074358")
  else await expect(part.getByTestId("field-billing_vat_id")).toHaveCount(0)
  await page.getByTestId("checkout-submit").click()

  await expect(page.getByTestId("error-billing_company_id")).toHaveText(company.badIdError)
  await expect(page.getByTestId("error-billing_company")).toBeVisible()
  if (company.vatId) await expect(page.getByTestId("error-billing_vat_id")).toBeVisible()
  await expect(part.getByRole("textbox", { name: messages.checkout.companyId })).toHaveValue(company.badId)

  await part.getByRole("textbox", { name: messages.checkout.companyName }).fill(company.name)
  await part.getByRole("textbox", { name: messages.checkout.companyId }).fill(company.id)
  if (company.vatId) await part.getByRole("textbox", { name: messages.checkout.vatId }).fill(company.vatId)
  await page.getByTestId("consent").check()
  await page.getByTestId("checkout-submit").click()

  // The thank-you page shows the invoice address with the company and its identifiers.
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  await expect(page.getByTestId("order-company-id")).toContainText(company.id)
  await expect(page.getByText(company.name).first()).toBeVisible()
  if (company.vatId) await expect(page.getByTestId("order-vat-id")).toContainText(company.vatId)
  else await expect(page.getByTestId("order-vat-id")).toHaveCount(0)

  const mail = await waitForMail(email, (m) => m.text.includes(company.id), 15_000)
  expect(mail.text).toContain(company.name)
  expect(mail.text).toContain(`${company.idLabel} ${company.id}`)
  if (company.vatId) expect(mail.text).toContain(company.vatId)

  // Staff see the company in the admin's order view.
  const orderUrl = new URL(page.url())
  const orderId = orderUrl.pathname.split("/").pop()
  await loginToAdmin(page)
  await page.goto(`${BACKEND_URL}/app/orders/${orderId}`)
  const widget = page.getByTestId("electroshop-order-company")
  await expect(widget).toContainText(company.name)
  await expect(widget).toContainText(company.id)
  if (company.vatId) await expect(widget).toContainText(company.vatId)
})

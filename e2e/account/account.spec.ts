import { expect, test } from "@playwright/test"
import { accountPaths } from "@electroshop/contracts/account"
import { admin, anonymous, store } from "../../backend/integration-tests/helpers/api"
import { waitForMail } from "../../backend/integration-tests/helpers/buyout"
import { buyAs } from "../../backend/integration-tests/helpers/customer"
import { VARIANT, addProductToCart, messages, shop } from "../shop"
import { PASSWORD, field, logIn, newShopper, registered } from "../account-helpers"

const paths = accountPaths(VARIANT)
const m = messages.account
// The spec's password rule in the shop language (the domain's message catalogue, also the backend's answer).
const PASSWORD_RULES =
  VARIANT === "cz"
    ? "Heslo musí obsahovat alespoň jedno velké písmeno, jedno malé písmeno, jednu číslici a jeden speciální znak."
    : "Parola trebuie să conțină cel puțin o literă mare, o literă mică, o cifră și un caracter special."
// The spec's "An unlogged user cannot change the password", as the backend answers it.
const UNLOGGED = VARIANT === "cz" ? "Nepřihlášený uživatel nemůže změnit heslo." : "Un utilizator neautentificat nu poate schimba parola."

/** The link of an e-mail to the storefront's `path`, as the shopper clicks it (relative to the test's storefront). */
async function mailedLink(email: string, path: string) {
  const mail = await waitForMail(email, (mail) => mail.text.includes(path))
  const url = new URL(new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail.text)![0])
  return `${url.pathname}${url.search}`
}

test("a shopper registers with the spec's password rule, verifies the e-mail, logs out and in", async ({ page }) => {
  const shopper = newShopper()
  await page.goto("/")
  await expect(page.getByTestId("account-link")).toHaveText(m.header.login)
  await page.getByTestId("account-link").click()
  await expect(page).toHaveURL(new RegExp(`${paths.login}\\?next=`))
  await page.getByRole("link", { name: m.login.register }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.register.title)

  await field(page, m.fields.firstName).fill(shopper.firstName)
  await field(page, m.fields.lastName).fill("Testová")
  await field(page, m.fields.email).fill(shopper.email)
  await field(page, m.fields.password).fill("secret123")
  await field(page, m.fields.passwordConfirmation).fill("secret123")
  await page.getByRole("button", { name: m.register.submit, exact: true }).click()
  await expect(page.getByText(PASSWORD_RULES)).toBeVisible()

  await field(page, m.fields.password).fill(PASSWORD)
  await field(page, m.fields.passwordConfirmation).fill(PASSWORD)
  await page.getByRole("button", { name: m.register.submit, exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${paths.account}\\?registered`))
  await expect(page.getByRole("status")).toHaveText(m.summary.registered)
  await expect(page.getByTestId("email-verification")).toHaveText(m.summary.unverified)
  await expect(page.getByTestId("account-link")).toHaveText(shopper.firstName)
  // the verification e-mail once more, from the summary
  await page.getByTestId("resend-verification").click()
  await expect(page.getByRole("status")).toHaveText(m.summary.resent)

  // a cached page learns about the login from the shopper request only
  await page.goto("/")
  await expect(page.getByTestId("account-link")).toHaveText(shopper.firstName)

  await page.goto(await mailedLink(shopper.email, paths.verify))
  await expect(page.getByRole("status")).toHaveText(m.verify.done)
  await page.goto(paths.account)
  await expect(page.getByTestId("email-verification")).toHaveText(m.summary.verified)
  await expect(page.getByTestId("resend-verification")).toHaveCount(0)

  await page.getByTestId("logout").click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByTestId("account-link")).toHaveText(m.header.login)
  await page.goto(paths.account)
  await expect(page).toHaveURL(new RegExp(paths.login))

  // the same message for a wrong password and an unknown e-mail
  await logIn(page, shopper.email, "Wrong123!")
  await expect(page.getByRole("alert")).toHaveText(m.login.invalid)
  await logIn(page, `nobody-${shopper.email}`, PASSWORD)
  await expect(page.getByRole("alert")).toHaveText(m.login.invalid)
  await logIn(page, shopper.email, PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`))
  await expect(page.getByTestId("account-summary")).toContainText(shopper.email)
})

test("a forgotten password is reset through the e-mailed link, which works once", async ({ page }) => {
  const shopper = await registered()

  await page.goto(paths.login)
  await page.getByRole("link", { name: m.login.forgot }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.forgot.title)
  await field(page, m.fields.email).fill(shopper.email)
  await page.getByRole("button", { name: m.forgot.submit, exact: true }).click()
  await expect(page.getByRole("status")).toHaveText(m.forgot.sent)

  const link = await mailedLink(shopper.email, paths.resetPassword)
  await page.goto(link)
  await field(page, m.fields.newPassword).fill("NewSecret456#")
  await field(page, m.fields.passwordConfirmation).fill("NewSecret456#")
  await page.getByRole("button", { name: m.reset.submit, exact: true }).click()
  await expect(page.getByRole("status")).toHaveText(m.reset.done)

  await page.goto(link)
  await field(page, m.fields.newPassword).fill("Another789$")
  await field(page, m.fields.passwordConfirmation).fill("Another789$")
  await page.getByRole("button", { name: m.reset.submit, exact: true }).click()
  await expect(page.getByRole("alert")).toHaveText(m.reset.invalidLink)

  await logIn(page, shopper.email, "NewSecret456#")
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`))
})

test("the password is changed only when logged in", async ({ page, context }) => {
  const shopper = await registered()
  await logIn(page, shopper.email, PASSWORD)
  await page.getByRole("link", { name: m.nav.password }).click()
  await expect(page).toHaveURL(new RegExp(`${paths.password}$`))
  const change = async (current: string, next: string) => {
    await field(page, m.fields.currentPassword).fill(current)
    await field(page, m.fields.newPassword).fill(next)
    await field(page, m.fields.passwordConfirmation).fill(next)
    await page.getByRole("button", { name: m.password.submit, exact: true }).click()
  }
  await change(PASSWORD, "Changed456#")
  await expect(page.getByRole("status")).toHaveText(m.password.done)

  // the session ends while the form is open: the backend refuses with the spec's message
  await context.clearCookies()
  await change("Changed456#", "Changed789#")
  await expect(page.getByRole("alert")).toHaveText(UNLOGGED)
  await page.goto(paths.password)
  await expect(page.getByRole("alert")).toHaveText(UNLOGGED)
  await expect(page.getByRole("link", { name: m.login.title })).toBeVisible()
})

const ADDRESS =
  VARIANT === "cz"
    ? {
        street: "Vinohradská 12",
        city: "Praha",
        postcode: "120 00",
        company: "Elektro s.r.o.",
        badCompanyId: "27074359",
        companyId: "27074358",
        message: "Zadejte platné IČO (8 číslic).",
      }
    : {
        street: "Str. Lipscani 10",
        city: "București",
        postcode: "030031",
        company: "Elektro SRL",
        badCompanyId: "18547291",
        companyId: "RO18547290",
        message: "Introduceți un CUI valid (cod de identificare fiscală).",
      }

test("a customer keeps addresses with a checked company number, edits and deletes them", async ({ page }) => {
  const shopper = await registered()
  await logIn(page, shopper.email, PASSWORD)
  await page.getByRole("link", { name: m.nav.addresses }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.addresses.title)
  await expect(page.getByText(m.addresses.empty)).toBeVisible()

  await field(page, m.fields.street).fill(ADDRESS.street)
  await field(page, m.fields.city).fill(ADDRESS.city)
  await field(page, m.fields.postcode).fill(ADDRESS.postcode)
  await field(page, m.fields.company).fill(ADDRESS.company)
  await field(page, m.fields.companyId).fill(ADDRESS.badCompanyId)
  await page.getByRole("button", { name: m.addresses.save }).click()
  await expect(page.getByText(ADDRESS.message)).toBeVisible()
  // the name comes from the account; what was typed stays in the form
  await expect(field(page, m.fields.street)).toHaveValue(ADDRESS.street)

  await field(page, m.fields.companyId).fill(ADDRESS.companyId)
  await page.getByRole("button", { name: m.addresses.save }).click()
  const saved = page.getByTestId("account-address")
  await expect(saved).toHaveCount(1)
  await expect(saved).toContainText(ADDRESS.company)
  await expect(saved).toContainText(ADDRESS.companyId)
  await expect(saved).toContainText(m.addresses.defaultShipping)
  await expect(saved).toContainText(m.addresses.defaultBilling)

  await expect(field(page, m.fields.street)).toHaveValue("")
  await saved.getByRole("link", { name: m.addresses.edit }).click()
  await expect(page.getByRole("heading", { level: 2, name: m.addresses.editTitle })).toBeVisible()
  await expect(field(page, m.fields.city)).toHaveValue(ADDRESS.city)
  await field(page, m.fields.city).fill("Brno")
  await page.getByRole("button", { name: m.addresses.save }).click()
  await expect(saved).toContainText("Brno")

  // a phone's width: no page of the account scrolls sideways
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of [paths.addresses, paths.account, paths.profile, paths.password, paths.orders]) {
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true)
  }

  await page.goto(paths.addresses)
  await saved.getByRole("button", { name: m.addresses.delete }).click()
  await expect(page.getByTestId("account-address")).toHaveCount(0)
  await expect(page.getByText(m.addresses.empty)).toBeVisible()
})

test("a customer edits personal data, but a shop account may not", async ({ page }) => {
  const shopper = await registered()
  await logIn(page, shopper.email, PASSWORD)
  await page.getByRole("link", { name: m.nav.profile }).click()
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.profile.title)
  await field(page, m.fields.firstName).fill("Kateřina")
  await page.getByRole("button", { name: m.profile.submit }).click()
  await expect(page.getByRole("status")).toHaveText(m.profile.done)
  await expect(page.getByTestId("account-link")).toHaveText("Kateřina")

  expect((await admin(`/admin/customers/${shopper.id}`, { method: "POST", json: { metadata: { shop_account: true } } })).status).toBe(200)
  await page.reload()
  await expect(page.getByRole("alert")).toHaveText(m.profile.noPermission)
  await expect(field(page, m.fields.firstName)).toHaveCount(0)
})

test("a customer sees an order in the account, with the bank details of the unpaid transfer", async ({ page }) => {
  const shopper = await registered()
  const { body } = await anonymous("/auth/customer/emailpass", { method: "POST", json: { email: shopper.email, password: PASSWORD } })
  await buyAs({ email: shopper.email, headers: { authorization: `Bearer ${body.token}` } }, "samsung-galaxy-tab-s10-fe")

  await logIn(page, shopper.email, PASSWORD)
  await page.getByRole("link", { name: m.nav.orders }).click()
  const orders = page.getByTestId("account-orders").getByRole("listitem")
  await expect(orders).toHaveCount(1)
  await orders.getByRole("link").click()
  await expect(page.getByTestId("order-number")).not.toBeEmpty()
  await expect(page.getByTestId("bank-details")).toBeVisible()
  await expect(page.getByTestId("bank-qr")).toBeVisible()
})

test("a guest cart joins the account at login, checkout starts from the account's address and the order shows in the account", async ({ page }) => {
  const shopper = await registered()
  const { body } = await anonymous("/auth/customer/emailpass", { method: "POST", json: { email: shopper.email, password: PASSWORD } })
  const headers = { authorization: `Bearer ${body.token}` }
  const c = shop.customer
  const saved = await store("/store/customers/me/addresses", {
    method: "POST",
    headers,
    json: {
      first_name: c.firstName,
      last_name: c.lastName,
      address_1: c.street,
      city: c.city,
      postal_code: c.postcode,
      country_code: VARIANT,
      is_default_billing: true,
    },
  })
  expect(saved.status).toBe(200)

  await addProductToCart(page, "samsung-galaxy-tab-s10-fe")
  await logIn(page, shopper.email, PASSWORD)
  await expect(page).toHaveURL(new RegExp(`${paths.account}$`))
  await expect(page.getByTestId("cart-count")).toHaveText("1")

  await page.goto("/checkout")
  await expect(page.getByRole("textbox", { name: messages.checkout.email, exact: true })).toHaveValue(shopper.email)
  const billing = page.getByRole("region", { name: messages.checkout.billingAddress })
  await expect(billing.getByRole("textbox", { name: messages.checkout.street, exact: true })).toHaveValue(c.street)
  await page.getByRole("textbox", { name: messages.checkout.phone, exact: true }).fill(c.phone)
  await page.getByTestId("shipping-option").filter({ hasText: shop.courier }).click()
  await page.getByTestId("payment-option").filter({ hasText: messages.payment.providers.bankTransfer }).click()
  await page.getByTestId("consent").check()
  await page.getByTestId("checkout-submit").click()
  await expect(page.getByTestId("order-confirmed")).toBeVisible()
  const number = (await page.getByTestId("order-number").innerText()).replace(/\D/g, "")

  await page.goto(paths.orders)
  await expect(page.getByTestId("account-orders")).toContainText(number)
})

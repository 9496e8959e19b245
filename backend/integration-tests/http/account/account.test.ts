import { randomInt } from "node:crypto"
import { describe, expect, it } from "vitest"
import { VARIANT, anonymous, store } from "../../helpers/api"
import { mails, waitForMail } from "../../helpers/buyout"
import { buyAs, registerAccount } from "../../helpers/customer"

// The spec's password rule and permission messages in the shop language.
const MESSAGES =
  VARIANT === "cz"
    ? {
        rules: "Heslo musí obsahovat alespoň jedno velké písmeno, jedno malé písmeno, jednu číslici a jeden speciální znak.",
        numeric: "Heslo nesmí být tvořeno pouze číslicemi.",
        mismatch: "Potvrzení hesla se neshoduje s heslem.",
        unlogged: "Nepřihlášený uživatel nemůže změnit heslo.",
        taken: "Účet s tímto e-mailem už existuje. Přihlaste se, nebo si nechte poslat nové heslo.",
        invalidToken: "Odkaz je neplatný nebo mu vypršela platnost.",
        verifyPath: "/ucet/overeni",
        resetPath: "/ucet/nove-heslo",
        alreadyVerified: "E-mail je už ověřený.",
      }
    : {
        rules: "Parola trebuie să conțină cel puțin o literă mare, o literă mică, o cifră și un caracter special.",
        numeric: "Parola nu poate fi formată doar din cifre.",
        mismatch: "Confirmarea parolei nu coincide cu parola.",
        unlogged: "Un utilizator neautentificat nu poate schimba parola.",
        taken: "Există deja un cont cu acest e-mail. Autentificați-vă sau solicitați o parolă nouă.",
        invalidToken: "Linkul este invalid sau a expirat.",
        verifyPath: "/cont/verificare",
        resetPath: "/cont/parola-noua",
        alreadyVerified: "E-mailul este deja verificat.",
      }

const PASSWORD = "Secret123!"
const newEmail = () => `account-${Date.now()}-${randomInt(1e6)}@example.com`
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  first_name: "Jana",
  last_name: "Nováková",
  ...extra,
})
const register = registerAccount
const login = (email: string, password: string) => anonymous("/auth/customer/emailpass", { method: "POST", json: { email, password } })
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
/** The token of the link in an e-mail to the storefront's `path`. */
const linkToken = (text: string, path: string) => new URL(new RegExp(`https?://\\S+${path}\\?\\S+`).exec(text)![0]).searchParams.get("token")!

describe("registration", () => {
  it("refuses passwords against the spec's rule with field errors, and a confirmation that does not match", async () => {
    const weak = await register(registration(newEmail(), { password: "secret123!", password_confirmation: "secret123!" }))
    expect(weak.status).toBe(400)
    expect(weak.body).toMatchObject({ code: "validation_error", errors: { password: [MESSAGES.rules] } })

    const numeric = await register(registration(newEmail(), { password: "1234567890", password_confirmation: "1234567890" }))
    expect(numeric.body.errors.password).toEqual([MESSAGES.numeric])

    const mismatch = await register(registration(newEmail(), { password_confirmation: "Secret123?" }))
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.errors).toEqual({ password_confirmation: [MESSAGES.mismatch] })
  })

  it("applies the rule to Medusa's own registration route too", async () => {
    const { status, body } = await anonymous("/auth/customer/emailpass/register", { method: "POST", json: { email: newEmail(), password: "password" } })
    expect(status).toBe(400)
    expect(body.errors.password).toEqual([MESSAGES.rules])
  })

  it("registers, logs in, verifies the address by the e-mailed link once, and refuses the same e-mail twice", async () => {
    const email = newEmail()
    const created = await register(registration(email))
    expect(created.status).toBe(201)
    expect(created.body.customer).toMatchObject({ email, first_name: "Jana", last_name: "Nováková", email_verified: false, shop_account: false })

    const again = await register(registration(email))
    expect(again.status).toBe(400)
    expect(again.body.errors).toEqual({ email: [MESSAGES.taken] })

    const { status, body } = await login(email, PASSWORD)
    expect(status).toBe(200)
    const me = await store("/store/account", { headers: bearer(body.token) })
    expect(me.body.customer).toMatchObject({ email, email_verified: false })

    const mail = await waitForMail(email, (m) => m.text.includes(MESSAGES.verifyPath))
    const token = linkToken(mail.text, MESSAGES.verifyPath)
    const forged = await store("/store/account/verify", { method: "POST", json: { token: `${token.slice(0, -2)}xx` } })
    expect(forged.status).toBe(400)
    expect(forged.body.errors).toEqual({ token: [MESSAGES.invalidToken] })

    const verified = await store("/store/account/verify", { method: "POST", json: { token } })
    expect(verified.status).toBe(200)
    expect(verified.body.customer.email_verified).toBe(true)
    expect((await store("/store/account", { headers: bearer(body.token) })).body.customer.email_verified).toBe(true)
  })
})

describe("the verification e-mail again", () => {
  const verificationMails = async (email: string) => (await mails()).filter((m) => m.to.includes(email) && m.text.includes(MESSAGES.verifyPath))

  it("is sent to a signed-in unverified customer, three times per window, and not once the address is verified", async () => {
    const email = newEmail()
    expect((await register(registration(email))).status).toBe(201)
    await waitForMail(email, (m) => m.text.includes(MESSAGES.verifyPath))
    const headers = bearer((await login(email, PASSWORD)).body.token)
    const path = "/store/account/verification-email"

    expect((await store(path, { method: "POST" })).status).toBe(401)
    for (let i = 0; i < 3; i++) expect((await store(path, { method: "POST", headers })).status).toBe(202)
    const limited = await store(path, { method: "POST", headers })
    expect(limited.status).toBe(429)
    expect(limited.body.code).toBe("rate_limited")
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)

    // the registration's e-mail and three more, the last one's link verifies
    const deadline = Date.now() + 10_000
    while ((await verificationMails(email)).length < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    const sent = await verificationMails(email)
    expect(sent).toHaveLength(4)
    const token = linkToken(sent.at(-1)!.text, MESSAGES.verifyPath)
    expect((await store("/store/account/verify", { method: "POST", json: { token } })).body.customer.email_verified).toBe(true)

    // verified: nothing to send, a field error (another customer, whose limit is untouched)
    const other = newEmail()
    await register(registration(other))
    const mail = await waitForMail(other, (m) => m.text.includes(MESSAGES.verifyPath))
    await store("/store/account/verify", { method: "POST", json: { token: linkToken(mail.text, MESSAGES.verifyPath) } })
    const refused = await store(path, { method: "POST", headers: bearer((await login(other, PASSWORD)).body.token) })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errors: { email: [MESSAGES.alreadyVerified] }, error_codes: { email: "already_verified" } })
  })
})

describe("password", () => {
  it("is changed only when logged in, with the current password and the spec's rule", async () => {
    const email = newEmail()
    await register(registration(email))
    const change = { current_password: PASSWORD, password: "Changed456#", password_confirmation: "Changed456#" }

    const unlogged = await store("/store/account/password", { method: "POST", json: change })
    expect(unlogged.status).toBe(401)
    expect(unlogged.body).toMatchObject({ message: MESSAGES.unlogged, code: "not_logged_in" })

    const { token } = (await login(email, PASSWORD)).body
    const wrong = await store("/store/account/password", { method: "POST", json: { ...change, current_password: "Wrong123!" }, headers: bearer(token) })
    expect(wrong.status).toBe(400)
    expect(Object.keys(wrong.body.errors)).toEqual(["current_password"])

    const weak = await store("/store/account/password", {
      method: "POST",
      json: { ...change, password: "changed", password_confirmation: "changed" },
      headers: bearer(token),
    })
    expect(weak.status).toBe(400)
    expect(weak.body.errors.password).toContain(MESSAGES.rules)

    const changed = await store("/store/account/password", { method: "POST", json: change, headers: bearer(token) })
    expect(changed.status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(401)
    expect((await login(email, "Changed456#")).status).toBe(200)
  })

  it("is reset by the e-mailed single-use token of Medusa's reset flow", async () => {
    const email = newEmail()
    await register(registration(email))
    const requested = await anonymous("/auth/customer/emailpass/reset-password", { method: "POST", json: { identifier: email } })
    expect(requested.status).toBe(201)
    const mail = await waitForMail(email, (m) => m.text.includes(MESSAGES.resetPath))
    const token = linkToken(mail.text, MESSAGES.resetPath)

    const update = (password: string) => anonymous("/auth/customer/emailpass/update", { method: "POST", json: { password }, headers: bearer(token) })
    const weak = await update("weakpassword")
    expect(weak.status).toBe(400)
    expect(weak.body.errors.password).toEqual([MESSAGES.rules])

    expect((await update("Reset789$")).status).toBe(200)
    expect((await login(email, "Reset789$")).status).toBe(200)
    expect((await login(email, PASSWORD)).status).toBe(401)
    // Single use: the same link cannot set another password.
    expect((await update("Again789$")).status).toBe(401)
  })
})

describe("guest orders", () => {
  it("join the account once its address is verified", async () => {
    const email = newEmail()
    const product = await buyAs({ email }, "samsung-galaxy-tab-s10-fe")
    await register(registration(email))
    const { token } = (await login(email, PASSWORD)).body
    const orders = async () => (await store("/store/orders?fields=id,email,items.product_id", { headers: bearer(token) })).body.orders
    expect(await orders()).toEqual([])

    const mail = await waitForMail(email, (m) => m.text.includes(MESSAGES.verifyPath))
    expect((await store("/store/account/verify", { method: "POST", json: { token: linkToken(mail.text, MESSAGES.verifyPath) } })).status).toBe(200)
    const joined = await orders()
    expect(joined).toHaveLength(1)
    expect(joined[0]).toMatchObject({ email, items: [expect.objectContaining({ product_id: product.id })] })
  })
})

import { randomInt } from "node:crypto"
import { describe, expect, it } from "vitest"
import { VARIANT, admin, anonymous, store } from "../../helpers/api"
import { registerAccount } from "../../helpers/customer"
import { address } from "../../helpers/checkout"

const PASSWORD = "Secret123!"
const MESSAGES =
  VARIANT === "cz"
    ? { noPermission: "Nemáte oprávnění pro přístup na tuto stránku.", company: "Zadejte platné IČO (8 číslic).", postcode: "Zadejte platné PSČ." }
    : {
        noPermission: "Nu aveți permisiunea de a accesa această pagină.",
        company: "Introduceți un CUI valid (cod de identificare fiscală).",
        postcode: "Introduceți un cod poștal valid.",
      }

const { phone: _phone, ...CUSTOMER_ADDRESS } = address()
const ADDRESS = {
  ...CUSTOMER_ADDRESS,
  ...(VARIANT === "cz"
    ? { company: "Elektro s.r.o.", metadata: { company_id: "27074358", vat_id: "CZ27074358" } }
    : { company: "Elektro SRL", metadata: { company_id: "RO18547290" } }),
}
const BAD_COMPANY = VARIANT === "cz" ? "27074359" : "18547291"

async function signedIn() {
  const email = `data-${Date.now()}-${randomInt(1e6)}@example.com`
  const created = await registerAccount({ email, password: PASSWORD, password_confirmation: PASSWORD, first_name: "Jana", last_name: "Nováková" })
  const { body } = await anonymous("/auth/customer/emailpass", { method: "POST", json: { email, password: PASSWORD } })
  return { id: created.body.customer.id as string, headers: { authorization: `Bearer ${body.token}` } }
}

describe("personal data", () => {
  it("is edited by the customer, with field errors, but not by a shop account", async () => {
    const customer = await signedIn()
    const bad = await store("/store/customers/me", { method: "POST", headers: customer.headers, json: { first_name: "", last_name: "Nová", phone: "12" } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["first_name", "phone"])

    const phone = VARIANT === "cz" ? "+420601123456" : "+40712345678"
    const saved = await store("/store/customers/me", { method: "POST", headers: customer.headers, json: { first_name: "Eva", last_name: "Nová", phone } })
    expect(saved.status).toBe(200)
    expect((await store("/store/account", { headers: customer.headers })).body.customer).toMatchObject({ first_name: "Eva", last_name: "Nová", phone })

    // staff mark the account as a shop account
    expect((await admin(`/admin/customers/${customer.id}`, { method: "POST", json: { metadata: { shop_account: true } } })).status).toBe(200)
    const refused = await store("/store/customers/me", { method: "POST", headers: customer.headers, json: { first_name: "Ema", last_name: "Nová" } })
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ message: MESSAGES.noPermission, code: "no_permission" })
    expect((await store("/store/account", { headers: customer.headers })).body.customer).toMatchObject({ first_name: "Eva", shop_account: true })
  })
})

describe("shop accounts", () => {
  it("are marked and unmarked by staff through the admin route, keeping the other metadata", async () => {
    const customer = await signedIn()
    const path = `/admin/customers/${customer.id}/shop-account`
    expect((await admin(`/admin/customers/${customer.id}`, { method: "POST", json: { metadata: { note: "pokladna 2" } } })).status).toBe(200)
    expect((await admin(path)).body).toEqual({ shop_account: false })
    const bad = await admin(path, { method: "POST", json: { shop_account: "yes", other: 1 } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors).sort()).toEqual(["other", "shop_account"])
    expect((await admin(`/admin/customers/cus_unknown/shop-account`, { method: "POST", json: { shop_account: true } })).status).toBe(404)
    expect((await store(path, { method: "POST", headers: customer.headers, json: { shop_account: true } })).status).toBe(401)

    expect((await admin(path, { method: "POST", json: { shop_account: true } })).body).toEqual({ shop_account: true })
    expect((await store("/store/account", { headers: customer.headers })).body.customer).toMatchObject({ shop_account: true })
    expect((await store("/store/customers/me", { method: "POST", headers: customer.headers, json: { first_name: "Ema", last_name: "Nová" } })).status).toBe(403)

    expect((await admin(path, { method: "POST", json: { shop_account: false } })).body).toEqual({ shop_account: false })
    const { body } = await admin(`/admin/customers/${customer.id}`)
    expect(body.customer.metadata).toMatchObject({ note: "pokladna 2", shop_account: false })
    expect((await store("/store/customers/me", { method: "POST", headers: customer.headers, json: { first_name: "Ema", last_name: "Nová" } })).status).toBe(200)
  })
})

describe("addresses", () => {
  it("are added with a checked company number, edited, made default and deleted", async () => {
    const customer = await signedIn()
    const path = "/store/customers/me/addresses"
    const bad = await store(path, { method: "POST", headers: customer.headers, json: { ...ADDRESS, postal_code: "1", metadata: { company_id: BAD_COMPANY } } })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual({ postal_code: [MESSAGES.postcode], "metadata.company_id": [MESSAGES.company] })

    const first = await store(path, { method: "POST", headers: customer.headers, json: { ...ADDRESS, is_default_shipping: true } })
    expect(first.status).toBe(200)
    const second = await store(path, { method: "POST", headers: customer.headers, json: { ...ADDRESS, address_1: "Druhá 2", company: null, metadata: {} } })
    const [a, b] = [
      first.body.customer.addresses.find((x: any) => x.address_1 === ADDRESS.address_1),
      second.body.customer.addresses.find((x: any) => x.address_1 === "Druhá 2"),
    ]
    expect(a).toMatchObject({ company: ADDRESS.company, metadata: ADDRESS.metadata, is_default_shipping: true })

    const moved = await store(`${path}/${b.id}`, {
      method: "POST",
      headers: customer.headers,
      json: { city: "Brno", is_default_shipping: true, is_default_billing: true },
    })
    expect(moved.status).toBe(200)
    const list = (await store(path, { headers: customer.headers })).body.addresses
    expect(list.find((x: any) => x.id === b.id)).toMatchObject({ city: "Brno", is_default_shipping: true, is_default_billing: true })
    expect(list.find((x: any) => x.id === a.id).is_default_shipping).toBe(false)

    expect((await store(`${path}/${a.id}`, { method: "DELETE", headers: customer.headers })).status).toBe(200)
    expect((await store(path, { headers: customer.headers })).body.addresses.map((x: any) => x.id)).toEqual([b.id])
  })
})

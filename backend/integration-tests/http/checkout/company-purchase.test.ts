import { describe, expect, it } from "vitest"
import { VARIANT, admin, db, store } from "../../helpers/api"
import { address, cartWith, completeCart, prepareCheckout } from "../../helpers/checkout"

// A company purchase: IČO and DIČ in cz, CUI in ro, in the invoice address's metadata (as the account's addresses keep them).
const COMPANY =
  VARIANT === "cz"
    ? { company: "ElektroShop s.r.o.", valid: { company_id: "27074358", vat_id: "CZ27074358" }, invalid: { company_id: "27074359", vat_id: "27074358" } }
    : { company: "Electro Shop SRL", valid: { company_id: "RO18547290" }, invalid: { company_id: "18547291" } }
const MSG =
  VARIANT === "cz"
    ? {
        form: "Formulář obsahuje chyby.",
        required: "Tato hodnota je požadována.",
        invalid: { company_id: ["Zadejte platné IČO (8 číslic)."], vat_id: ["Zadejte platné DIČ (CZ a 8 až 10 číslic)."] },
      }
    : {
        form: "Formularul conține erori.",
        required: "Acest câmp este obligatoriu.",
        invalid: { company_id: ["Introduceți un CUI valid (cod de identificare fiscală)."] },
      }

describe("company purchase at checkout", () => {
  it("refuses invalid company identifiers where the cart's invoice address is set, field by field", async () => {
    const cart = await cartWith("samsung-galaxy-a56")
    const invalid = await store(`/store/carts/${cart.id}`, {
      method: "POST",
      json: { billing_address: { ...address(), company: COMPANY.company, metadata: COMPANY.invalid } },
    })
    expect(invalid.status, JSON.stringify(invalid.body)).toBe(400)
    expect(invalid.body).toEqual({ message: MSG.form, code: "validation_error", errors: { billing_address: MSG.invalid } })

    // Identifiers without the company's name.
    const nameless = await store(`/store/carts/${cart.id}`, {
      method: "POST",
      json: { billing_address: { ...address(), metadata: COMPANY.valid } },
    })
    expect(nameless.status).toBe(400)
    expect(nameless.body.errors).toEqual({ billing_address: { company: [MSG.required] } })
    expect((await store(`/store/carts/${cart.id}?fields=id,*billing_address`)).body.cart.billing_address?.metadata ?? null).toBeNull()
  })

  it("checks them again when the cart is completed, and keeps valid ones on the order", async () => {
    const cart = await cartWith("samsung-galaxy-a56")
    const email = `company-${Date.now()}@example.com`
    await prepareCheckout(cart.id, { email, billingAddress: { ...address(), company: COMPANY.company, metadata: COMPANY.valid } })

    // Identifiers that got onto the cart some other way (an older cart, a bug) still cannot become an order.
    const client = db()
    await client.connect()
    try {
      await client.query(`update cart_address set metadata = $1 where id = (select billing_address_id from cart where id = $2)`, [
        JSON.stringify(COMPANY.invalid),
        cart.id,
      ])
    } finally {
      await client.end()
    }
    const refused = await completeCart(cart.id)
    expect(refused.status, JSON.stringify(refused.body)).toBe(400)
    expect(refused.body).toEqual({ message: MSG.form, code: "validation_error", errors: { billing_address: MSG.invalid } })

    expect(
      (
        await store(`/store/carts/${cart.id}`, {
          method: "POST",
          json: { billing_address: { ...address(), company: COMPANY.company, metadata: COMPANY.valid } },
        })
      ).status,
    ).toBe(200)
    const placed = await completeCart(cart.id)
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    const { body } = await admin(`/admin/orders/${placed.body.order.id}?fields=id,*billing_address`)
    expect(body.order.billing_address.company).toBe(COMPANY.company)
    expect(body.order.billing_address.metadata).toEqual(COMPANY.valid)
  })
})

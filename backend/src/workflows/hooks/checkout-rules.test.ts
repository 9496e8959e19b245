import { describe, expect, it } from "vitest"
import { validationMessage } from "@electroshop/domain"
import { checkoutFieldErrors, type CartForRules } from "./checkout-rules"

const CZ = { variant: "cz", locale: "cs" } as const
const RO = { variant: "ro", locale: "ro" } as const

const address = {
  first_name: "Jana",
  last_name: "Nováková",
  address_1: "Vinohradská 12",
  city: "Praha",
  postal_code: "120 00",
  country_code: "cz",
  phone: "+420601123456",
}
const cart = (overrides: Partial<CartForRules> = {}): CartForRules => ({
  email: "jana@example.com",
  billing_address: address,
  shipping_address: { ...address, phone: null },
  shipping_methods: [{ id: "sm_1" }],
  ...overrides,
})
const cs = (key: string, params?: Record<string, number>) => validationMessage(key, "cs", params)

describe("checkout rules on cart completion", () => {
  it("lets a cart the checkout form would accept through", () => {
    expect(checkoutFieldErrors(cart(), CZ)).toEqual({})
    expect(checkoutFieldErrors(cart({ billing_address: { ...address, company: "ElektroShop s.r.o." } }), CZ)).toEqual({})
  })

  it("requires a valid e-mail, both addresses' fields and a delivery method", () => {
    expect(checkoutFieldErrors(cart({ email: null, billing_address: null, shipping_address: { ...address, city: " " }, shipping_methods: [] }), CZ)).toEqual({
      email: [cs("required")],
      billing_address: {
        first_name: [cs("required")],
        last_name: [cs("required")],
        address_1: [cs("required")],
        city: [cs("required")],
        postal_code: [cs("required")],
        phone: [cs("required")],
      },
      shipping_address: { city: [cs("required")] },
      shipping_methods: ["Vyberte způsob dopravy."],
    })
    expect(checkoutFieldErrors(cart({ email: "jana@" }), CZ)).toEqual({ email: [cs("invalid_email")] })
  })

  it("checks the phone for the shop's country and the postcode for the address's country", () => {
    expect(checkoutFieldErrors(cart({ billing_address: { ...address, phone: "+40712345678" } }), CZ)).toEqual({
      billing_address: { phone: [cs("invalid_phone")] },
    })
    expect(checkoutFieldErrors(cart({ shipping_address: { ...address, postal_code: "1200" } }), CZ)).toEqual({
      shipping_address: { postal_code: [cs("invalid_postcode")] },
    })
    const bucharest = { ...address, city: "București", postal_code: "030031", country_code: "ro", phone: "0712 345 678" }
    expect(checkoutFieldErrors(cart({ billing_address: bucharest, shipping_address: bucharest }), RO)).toEqual({})
  })

  it("keeps names, company, street and city within the form's lengths", () => {
    const long = (n: number) => "x".repeat(n + 1)
    expect(checkoutFieldErrors(cart({ billing_address: { ...address, first_name: long(100), company: long(200), address_1: long(200) } }), CZ)).toEqual({
      billing_address: {
        first_name: [cs("max_length", { maxlength: 100 })],
        company: [cs("max_length", { maxlength: 200 })],
        address_1: [cs("max_length", { maxlength: 200 })],
      },
    })
  })

  it("checks a company purchase's identifiers: IČO and DIČ in cz, CUI in ro, and asks for the company's name", () => {
    const company = (metadata: Record<string, unknown>, name: string | null = "ElektroShop s.r.o.") => ({ ...address, company: name, metadata })
    expect(checkoutFieldErrors(cart({ billing_address: company({ company_id: "27074358", vat_id: "CZ27074358" }) }), CZ)).toEqual({})
    expect(checkoutFieldErrors(cart({ billing_address: company({ company_id: "27074359", vat_id: "27074358" }, null) }), CZ)).toEqual({
      billing_address: { company: [cs("required")], company_id: [cs("invalid_ico")], vat_id: [cs("invalid_vat_id")] },
    })
    const bucharest = { ...address, city: "București", postal_code: "030031", country_code: "ro", phone: "0712 345 678" }
    const ro = (key: string) => validationMessage(key, "ro")
    expect(
      checkoutFieldErrors(
        cart({ billing_address: { ...bucharest, company: "Firma SRL", metadata: { company_id: "RO18547290" } }, shipping_address: bucharest }),
        RO,
      ),
    ).toEqual({})
    expect(
      checkoutFieldErrors(
        cart({ billing_address: { ...bucharest, company: "Firma SRL", metadata: { company_id: "18547291" } }, shipping_address: bucharest }),
        RO,
      ),
    ).toEqual({
      billing_address: { company_id: [ro("invalid_cui")] },
    })
  })
})

import { afterEach, describe, expect, it } from "vitest"
import { getVariantConfig, validationMessage } from "@electroshop/domain"
import { isShopError } from "../http/errors"
import { imeiRequired, validateSellOnline } from "./validation"
import { SELLERS } from "../../scripts/seed/demo-sellers"

const cz = getVariantConfig("cz")
const ro = getVariantConfig("ro")
// Fixed, so the ID card's validity and the birth number's age do not depend on when the test runs.
const today = new Date("2026-11-23T12:00:00Z")
const IMEI = "490154203237518"

// The integration tests' sellers as a shopper may type them: the validation normalises these.
const customer = {
  cz: { ...SELLERS.cz, postcode: "14000", phone_number: "601 123 456", e_mail: "Jan.Novak@Example.cz" },
  ro: { ...SELLERS.ro, bank_account_full_number: "RO49 AAAA 1B31 0075 9384 0000" },
}

const body = (overrides: Record<string, unknown> = {}, variant: "cz" | "ro" = "cz") => ({
  customer_data: customer[variant],
  pickup_address: null,
  buyout_device: { imei: IMEI, serial_number: "", note: "" },
  ...overrides,
})

/** The 400's field errors of a refused form. */
function errorsOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (isShopError(error)) {
      expect(error.status).toBe(400)
      expect(error.body.code).toBe("validation_error")
      return error.body.errors
    }
    throw error
  }
  throw new Error("the form was accepted")
}

const message = (key: string, locale = "cs") => validationMessage(key, locale)

describe("sell-online form validation", () => {
  afterEach(() => {
    delete process.env.SHOP_VARIANT
  })

  it("accepts a complete Czech form and normalises it for storage", () => {
    const data = validateSellOnline(body(), { variant: cz, deviceCode: "phone", today })
    expect(data.customer_data).toEqual(
      expect.objectContaining({
        personal_identification_number: "7103192745",
        phone_number: "+420601123456",
        postcode: "140 00",
        e_mail: "Jan.Novak@example.cz",
        degree_before_name: "Ing.",
        bank_code: "0100",
      }),
    )
    expect(data.buyout_device).toEqual({ imei: IMEI, serial_number: null, note: null })
    expect(data.pickup_address).toBeNull()
  })

  it("asks a phone for its IMEI and any other device for its serial number, by the type's code", () => {
    expect(imeiRequired("phone")).toBe(true)
    for (const code of ["tablet", "watch", null, undefined]) expect(imeiRequired(code)).toBe(false)

    const device = { buyout_device: { imei: "", serial_number: "", note: "" } }
    expect(errorsOf(() => validateSellOnline(body(device), { variant: cz, deviceCode: "phone", today }))).toEqual({
      buyout_device: { imei: [message("required")] },
    })
    expect(errorsOf(() => validateSellOnline(body(device), { variant: cz, deviceCode: "tablet", today }))).toEqual({
      buyout_device: { serial_number: [message("required")] },
    })
    // The localised slug no longer decides: a phone type renamed by staff still needs the IMEI.
    const tablet = validateSellOnline(body({ buyout_device: { imei: "", serial_number: "SN-12345", note: "" } }), { variant: cz, deviceCode: "tablet", today })
    expect(tablet.buyout_device).toEqual({ imei: null, serial_number: "SN-12345", note: null })
  })

  it("checks an IMEI given for a device that does not need one", () => {
    const device = { buyout_device: { imei: "490154203237519", serial_number: "SN-12345", note: "" } }
    expect(errorsOf(() => validateSellOnline(body(device), { variant: cz, deviceCode: "watch", today }))).toEqual({
      buyout_device: { imei: [message("invalid_imei")] },
    })
  })

  it("reports only the fields with an error, grouped like the payload", () => {
    const errors = errorsOf(() =>
      validateSellOnline(
        body({
          customer_data: { ...customer.cz, personal_identification_number: "710319/2746", phone_number: "12" },
          pickup_address: { street: "", city: "Brno", country: "cz", postcode: "60200" },
        }),
        { variant: cz, deviceCode: "phone", today },
      ),
    )
    expect(errors).toEqual({
      customer_data: { personal_identification_number: [message("invalid_birth_number")], phone_number: [message("invalid_phone")] },
      pickup_address: { street: [message("required")] },
    })
  })

  it("uses the Romanian rules and messages in the ro shop: CNP, IBAN, Romanian phone", () => {
    process.env.SHOP_VARIANT = "ro"
    const data = validateSellOnline(body({}, "ro"), { variant: ro, deviceCode: "phone", today })
    expect(data.customer_data).toEqual(
      expect.objectContaining({
        personal_identification_number: "1630615123457",
        bank_account_full_number: "RO49AAAA1B31007593840000",
        phone_number: "+40712345678",
      }),
    )
    const errors = errorsOf(() =>
      validateSellOnline(body({ customer_data: { ...customer.ro, personal_identification_number: "710319/2745", phone_number: "601 123 456" } }, "ro"), {
        variant: ro,
        deviceCode: "phone",
        today,
      }),
    )
    expect(errors).toEqual({
      customer_data: { personal_identification_number: [message("invalid_cnp", "ro")], phone_number: [message("invalid_phone", "ro")] },
    })
  })

  it("reads a whole Czech account typed into one field, and asks for the bank code otherwise", () => {
    const whole = validateSellOnline(body({ customer_data: { ...customer.cz, bank_account_full_number: "34278-727558021/0100", bank_code: "" } }), {
      variant: cz,
      deviceCode: "phone",
      today,
    })
    expect(whole.customer_data).toEqual(expect.objectContaining({ bank_account_full_number: "34278-727558021", bank_code: "0100" }))
    expect(errorsOf(() => validateSellOnline(body({ customer_data: { ...customer.cz, bank_code: "" } }), { variant: cz, deviceCode: "phone", today }))).toEqual(
      {
        customer_data: { bank_code: [message("required")] },
      },
    )
  })

  it("reports every error of a form at once: an expired identity card, an unknown gender or country, a blank field", () => {
    const errors = errorsOf(() =>
      validateSellOnline(
        body({ customer_data: { ...customer.cz, identity_valid_to: "22.11.2026", gender: "x", country: "zz", first_name: "", street: "   " } }),
        { variant: cz, deviceCode: "phone", today },
      ),
    )
    expect(Object.keys(errors.customer_data).sort()).toEqual(["country", "first_name", "gender", "identity_valid_to", "street"])
    expect(errors.customer_data.street).toEqual([message("required")])
    expect(errors.customer_data.identity_valid_to).toEqual(["Platnost dokladu již skončila."])
    // A value that is no text at all (only a script sends one) is refused on its own.
    const scripted = errorsOf(() =>
      validateSellOnline(body({ customer_data: { ...customer.cz, first_name: { a: 1 } } }), { variant: cz, deviceCode: "phone", today }),
    )
    expect(scripted).toEqual({ customer_data: { first_name: ["Neplatný požadavek."] } })
  })

  it("normalises a pickup address and reads a group sent as something else as empty", () => {
    const data = validateSellOnline(body({ pickup_address: { street: "Veveří 1", city: "Brno", country: "CZ", postcode: 60200 } }), {
      variant: cz,
      deviceCode: "phone",
      today,
    })
    expect(data.pickup_address).toEqual({ street: "Veveří 1", city: "Brno", district: null, country: "cz", postcode: "602 00", delivery_extra_info: null })
    const errors = errorsOf(() => validateSellOnline(body({ buyout_device: 5 }), { variant: cz, deviceCode: "phone", today }))
    expect(errors).toEqual({ buyout_device: { imei: [message("required")] } })
  })
})

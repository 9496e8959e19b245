import { afterEach, describe, expect, it } from "vitest"
import { getVariantConfig, validationMessage } from "@electroshop/domain"
import { isShopError } from "../http/errors"
import { imeiRequired, validateSellOnline } from "./validation"

const cz = getVariantConfig("cz")
const ro = getVariantConfig("ro")
// Fixed, so the ID card's validity and the birth number's age do not depend on when the test runs.
const today = new Date("2026-11-23T12:00:00Z")
const IMEI = "490154203237518"

const customer = {
  cz: {
    personal_identification_number: "710319/2745",
    identity_card_number: "204851377",
    identity_released_by: "MěÚ Praha 4",
    identity_valid_to: "31.12.2031",
    degree_before_name: "Ing.",
    first_name: "Jan",
    last_name: "Novák",
    gender: "male",
    district: "Praha 4",
    street: "Na Pankráci 12",
    city: "Praha",
    country: "cz",
    postcode: "14000",
    phone_number: "601 123 456",
    nationality: "česká",
    place_of_birth: "Brno",
    e_mail: "Jan.Novak@Example.cz",
    bank_account_full_number: "34278-727558021",
    bank_code: "0100",
  },
  ro: {
    personal_identification_number: "1630615123457",
    identity_card_number: "RX482915",
    identity_released_by: "SPCEP Sector 3",
    identity_valid_to: "31.12.2031",
    degree_before_name: "",
    first_name: "Ion",
    last_name: "Popescu",
    gender: "male",
    district: "Sector 3",
    street: "Strada Lipscani 10",
    city: "București",
    country: "ro",
    postcode: "030031",
    phone_number: "0712 345 678",
    nationality: "română",
    place_of_birth: "Cluj-Napoca",
    e_mail: "ion.popescu@example.ro",
    bank_account_full_number: "RO49 AAAA 1B31 0075 9384 0000",
    bank_code: "",
  },
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
      expect.objectContaining({ personal_identification_number: "1630615123457", bank_account_full_number: "RO49AAAA1B31007593840000", phone_number: "+40712345678" }),
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
})

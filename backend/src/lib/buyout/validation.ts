import {
  compareDateParts,
  dateToParts,
  formatDate,
  normalizeBirthNumber,
  normalizeCnp,
  normalizeEmail,
  normalizeIban,
  normalizeIdentityCard,
  normalizeImei,
  normalizePhone,
  normalizePostcode,
  normalizeSerialNumber,
  normalizeTitle,
  parseDate,
  validateAccountNumber,
  validateBankAccount,
  validateBankCode,
  validateBirthNumber,
  validateCnp,
  validateEmail,
  validateIban,
  validateIdentityCard,
  validateImei,
  validatePhone,
  validatePostcode,
  validateSerialNumber,
  validateTitle,
  type Gender,
  type VariantConfig,
} from "@electroshop/domain"
import type { BuyoutDevice, CustomerData, PickupAddress } from "@electroshop/contracts/buyout"
import { COUNTRY_CODES } from "./countries"
import { BuyoutHttpError, compactErrors, type FieldErrors } from "./errors"
import { t } from "./messages"

// Customer fields after validation; the three `SENSITIVE_FIELDS` are stored encrypted.
export { SENSITIVE_FIELDS, type SensitiveField } from "@electroshop/contracts/buyout"
export type { BuyoutDevice, CustomerData, PickupAddress } from "@electroshop/contracts/buyout"

export type SellOnlineData = { customer_data: CustomerData; pickup_address: PickupAddress | null; buyout_device: BuyoutDevice }

type Group = Record<string, string[]>

/** Strings as typed; numbers are accepted (phone, postcode) and anything else counts as invalid. */
function text(value: unknown): string | null | typeof INVALID {
  if (value === undefined || value === null) return null
  if (typeof value === "string") return value.trim()
  if (typeof value === "number" && Number.isFinite(value)) return String(value)
  return INVALID
}
const INVALID = Symbol("invalid")

class GroupValidator {
  readonly errors: Group = {}
  constructor(private readonly source: Record<string, unknown>) {}

  add(field: string, key: string, params: Record<string, string | number> = {}) {
    const message = t(key, params)
    const list = (this.errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
  }

  /** The trimmed value, or null (with an error) when missing, not a string or too long. */
  string(field: string, { required = true, max = 255 }: { required?: boolean; max?: number } = {}): string | null {
    const value = text(this.source[field])
    if (value === INVALID) {
      this.add(field, "invalid_request")
      return null
    }
    if (value === null || value === "") {
      if (required) this.add(field, "required")
      return null
    }
    if (value.length > max) {
      this.add(field, "max_length", { maxlength: max })
      return null
    }
    return value
  }

  check(field: string, value: string | null, validate: (v: string) => string | null) {
    if (value === null) return false
    const key = validate(value)
    if (key) this.add(field, key)
    return !key
  }
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null
}

function validatePostcodeFor(country: string | null, postcode: string): string | null {
  if (country === "cz" || country === "sk") return validatePostcode(postcode, "cz")
  if (country === "ro") return validatePostcode(postcode, "ro")
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postcode) ? null : "invalid_postcode"
}

function normalizePostcodeFor(country: string, postcode: string): string {
  if (country === "cz" || country === "sk") return normalizePostcode(postcode, "cz") ?? postcode
  if (country === "ro") return normalizePostcode(postcode, "ro") ?? postcode
  return postcode.toUpperCase()
}

function countryOf(v: GroupValidator, field = "country"): string | null {
  const raw = v.string(field, { max: 2 })
  if (raw === null) return null
  const code = raw.toLowerCase()
  if (!COUNTRY_CODES.has(code)) {
    v.add(field, "invalid_country")
    return null
  }
  return code
}

/**
 * Validates the sell-online form with the shared domain validators and the
 * variant's rules (birth number + Czech account in cz, CNP + IBAN in ro; IMEI
 * for phones, by the device type's code, see {@link imeiRequired}). Throws 400 with
 * `{ message, code: "validation_error", errors: { customer_data?, pickup_address?, buyout_device? } }`
 * where each group maps a field to its messages and only fields with an
 * error are present; otherwise returns the normalised data.
 */
/**
 * A phone is identified by its IMEI, other devices by their serial number.
 * Decided by the device type's neutral code (`buyout_device_type.type_device`,
 * the same code as the type categories'), not by its localised slug, which
 * differs per variant and may be renamed by staff.
 */
export const imeiRequired = (deviceCode: string | null | undefined) => deviceCode === "phone"

export function validateSellOnline(
  body: Record<string, unknown>,
  options: { variant: VariantConfig; deviceCode: string | null; today?: Date },
): SellOnlineData {
  const { variant } = options
  const isPhone = imeiRequired(options.deviceCode)
  const today = options.today ?? new Date()
  const customerSource = asObject(body.customer_data) ?? {}
  const deviceSource = asObject(body.buyout_device) ?? {}
  const pickupRaw = body.pickup_address
  const pickupSource = pickupRaw === null || pickupRaw === undefined ? null : asObject(pickupRaw)

  // customer_data
  const c = new GroupValidator(customerSource)
  const firstName = c.string("first_name", { max: 100 })
  const lastName = c.string("last_name", { max: 100 })
  const degree = c.string("degree_before_name", { required: false, max: 50 })
  c.check("degree_before_name", degree, validateTitle)

  const genderRaw = c.string("gender", { max: 10 })
  const gender = genderRaw === "male" || genderRaw === "female" ? (genderRaw as Gender) : null
  if (genderRaw !== null && !gender) c.add("gender", "invalid_gender")

  const pin = c.string("personal_identification_number", { max: 20 })
  if (variant.variant === "cz") c.check("personal_identification_number", pin, (v) => validateBirthNumber(v, { gender, today }))
  else c.check("personal_identification_number", pin, (v) => validateCnp(v, { gender, today }))

  const idCard = c.string("identity_card_number", { max: 30 })
  c.check("identity_card_number", idCard, (v) => validateIdentityCard(v, variant.variant))
  const releasedBy = c.string("identity_released_by", { max: 100 })
  const validToRaw = c.string("identity_valid_to", { max: 20 })
  let validTo: string | null = null
  if (validToRaw !== null) {
    const parsed = parseDate(validToRaw)
    if (!parsed.ok) c.add("identity_valid_to", "invalid_date")
    else if (compareDateParts(parsed.date, dateToParts(today)) < 0) c.add("identity_valid_to", "identity_expired")
    else validTo = formatDate(parsed.date)
  }
  const placeOfBirth = c.string("place_of_birth", { max: 100 })
  const nationality = c.string("nationality", { max: 60 })
  if (nationality !== null && !/^[\p{L}][\p{L} -]*$/u.test(nationality)) c.add("nationality", "must_be_literal")

  const email = c.string("e_mail", { max: 254 })
  c.check("e_mail", email, validateEmail)
  const phone = c.string("phone_number", { max: 30 })
  c.check("phone_number", phone, (v) => validatePhone(v, variant.variant))

  const street = c.string("street", { max: 200 })
  const city = c.string("city", { max: 100 })
  const district = c.string("district", { required: false, max: 100 })
  const country = countryOf(c)
  const postcode = c.string("postcode", { max: 12 })
  if (postcode !== null) c.check("postcode", postcode, (v) => validatePostcodeFor(country, v))

  let account: string | null
  let bankCode: string | null = null
  if (variant.variant === "cz") {
    account = c.string("bank_account_full_number", { max: 40 })
    const codeRaw = c.string("bank_code", { required: !(account && account.includes("/")), max: 10 })
    if (account && account.includes("/")) {
      // The whole account typed into one field: `[prefix-]number/bankcode`.
      if (c.check("bank_account_full_number", account, validateBankAccount)) {
        const [number, code] = account.replace(/\s+/g, "").split("/")
        account = number
        bankCode = code
      }
    } else {
      c.check("bank_account_full_number", account, validateAccountNumber)
      if (c.check("bank_code", codeRaw, validateBankCode)) bankCode = codeRaw!.replace(/\s+/g, "")
    }
  } else {
    account = c.string("bank_account_full_number", { max: 42 })
    c.check("bank_account_full_number", account, (v) => validateIban(v))
  }

  // buyout_device
  const d = new GroupValidator(deviceSource)
  const imei = d.string("imei", { required: isPhone, max: 40 })
  d.check("imei", imei, validateImei)
  const serial = d.string("serial_number", { required: !isPhone, max: 60 })
  d.check("serial_number", serial, validateSerialNumber)
  const note = d.string("note", { required: false, max: 1000 })

  // pickup_address: null means "pick up at the customer's address"
  const p = new GroupValidator(pickupSource ?? {})
  let pickup: PickupAddress | null = null
  if (pickupRaw !== null && pickupRaw !== undefined && !pickupSource) {
    p.add("street", "required")
  } else if (pickupSource) {
    const pStreet = p.string("street", { max: 200 })
    const pCity = p.string("city", { max: 100 })
    const pDistrict = p.string("district", { required: false, max: 100 })
    const pCountry = countryOf(p)
    const pPostcode = p.string("postcode", { max: 12 })
    if (pPostcode !== null) p.check("postcode", pPostcode, (v) => validatePostcodeFor(pCountry, v))
    const extra = p.string("delivery_extra_info", { required: false, max: 500 })
    if (pStreet && pCity && pCountry && pPostcode) {
      pickup = {
        street: pStreet,
        city: pCity,
        district: pDistrict,
        country: pCountry,
        postcode: normalizePostcodeFor(pCountry, pPostcode),
        delivery_extra_info: extra,
      }
    }
  }

  const errors = compactErrors({ customer_data: c.errors, pickup_address: p.errors, buyout_device: d.errors } as FieldErrors)
  if (Object.keys(errors).length) {
    throw new BuyoutHttpError(400, { message: t("form_invalid"), code: "validation_error", errors })
  }

  return {
    customer_data: {
      personal_identification_number: variant.variant === "cz" ? normalizeBirthNumber(pin) : normalizeCnp(pin),
      identity_card_number: normalizeIdentityCard(idCard),
      identity_released_by: releasedBy!,
      identity_valid_to: validTo!,
      degree_before_name: degree ? normalizeTitle(degree) : null,
      first_name: firstName!,
      last_name: lastName!,
      gender: gender!,
      district,
      street: street!,
      city: city!,
      country: country!,
      postcode: normalizePostcodeFor(country!, postcode!),
      phone_number: normalizePhone(phone, variant.variant) ?? phone!,
      nationality: nationality!,
      place_of_birth: placeOfBirth!,
      e_mail: normalizeEmail(email),
      bank_account_full_number: variant.variant === "cz" ? account!.replace(/\s+/g, "") : normalizeIban(account),
      bank_code: bankCode,
    },
    pickup_address: pickup,
    buyout_device: {
      imei: imei ? normalizeImei(imei) : null,
      serial_number: serial ? normalizeSerialNumber(serial) : null,
      note,
    },
  }
}

/** The e-mail of the send-to-email form; 400 `{ message, code, errors: { e_mail: [msg] } }` when invalid. */
export function validateQuoteEmail(body: Record<string, unknown>): string {
  const v = new GroupValidator(body)
  const email = v.string("e_mail", { max: 254 })
  v.check("e_mail", email, validateEmail)
  if (Object.keys(v.errors).length) {
    throw new BuyoutHttpError(400, { message: t("form_invalid"), code: "validation_error", errors: v.errors })
  }
  return normalizeEmail(email)
}

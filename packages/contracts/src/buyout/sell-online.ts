import { z } from 'zod';
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
} from '@electroshop/domain';
import type { ShopVariant } from '@electroshop/domain/variant';
import type { BuyoutDevice, CustomerData, PickupAddress } from './store.js';

// Issues name a message key of the shop's catalogue (required, invalid_birth_number,
// identity_expired, …); the backend's zodFieldErrors translates it.

export type SellOnlineOptions = {
  variant: ShopVariant;
  /** A phone is identified by its IMEI, other devices by their serial number. */
  imeiRequired: boolean;
  /** The day the identity card must still be valid on, and the birth number's age is counted to. */
  today: Date;
  /** The countries an address may be in (ISO 3166-1 alpha-2, lower case). */
  countries: ReadonlySet<string>;
};

/** Strings as typed, trimmed; numbers (a phone or postcode sent as a number) as their digits; empty is none. */
const asText = (value: unknown) => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return value ?? undefined;
  return value.trim() || undefined;
};

/** A group that is not an object is read as an empty one: each of its required fields is then missing. */
const asGroup = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

const issue = (ctx: z.RefinementCtx, path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message, params: { code: message } });

const checked = (validate?: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = validate?.(value);
  if (message) ctx.addIssue({ code: 'custom', message, params: { code: message } });
};

const text = (max: number, validate?: (value: string) => string | null) =>
  z.string({ error: 'invalid_request' }).max(max, { abort: true }).superRefine(checked(validate)).optional();

/**
 * A required text field: too long or failing `validate` gives one message,
 * never both. A missing value is an issue that does not stop the group's
 * cross-field checks (birth number by gender, postcode by country), so a
 * form gets all its errors at once; its type stays optional, and the
 * group's transform runs only once every required field is there.
 */
const required = (max: number, validate?: (value: string) => string | null) =>
  z.preprocess(asText, text(max, validate)).superRefine((value, ctx) => {
    if (value === undefined) ctx.addIssue({ code: 'custom', message: 'required', params: { code: 'required' } });
  });

const optional = (max: number, validate?: (value: string) => string | null) => z.preprocess(asText, text(max, validate));

/** Postcodes of the shop's countries by their rules, others by a loose international pattern. */
function validatePostcodeIn(country: string | undefined, postcode: string): string | null {
  if (country === 'cz' || country === 'sk') return validatePostcode(postcode, 'cz');
  if (country === 'ro') return validatePostcode(postcode, 'ro');
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postcode) ? null : 'invalid_postcode';
}

function normalizePostcodeIn(country: string, postcode: string): string {
  if (country === 'cz' || country === 'sk') return normalizePostcode(postcode, 'cz') ?? postcode;
  if (country === 'ro') return normalizePostcode(postcode, 'ro') ?? postcode;
  return postcode.toUpperCase();
}

const addressFields = {
  street: required(200),
  city: required(100),
  district: optional(100),
  country: required(2),
  postcode: required(12),
};

/** The address's country from the list, and the postcode by that country's rules. */
function checkAddress(address: { country?: unknown; postcode?: unknown }, ctx: z.RefinementCtx, countries: ReadonlySet<string>) {
  const country = typeof address.country === 'string' ? address.country.toLowerCase() : undefined;
  if (country !== undefined && !countries.has(country)) issue(ctx, 'country', 'invalid_country');
  if (typeof address.postcode === 'string') {
    const message = validatePostcodeIn(country && countries.has(country) ? country : undefined, address.postcode);
    if (message) issue(ctx, 'postcode', message);
  }
}

type AddressInput = { street?: string; city?: string; district?: string; country?: string; postcode?: string };

/** Runs once the address is valid: every required field is there. */
const address = ({ street, city, district, country, postcode }: AddressInput) => {
  const code = country!.toLowerCase();
  return { street: street!, city: city!, district: district || null, country: code, postcode: normalizePostcodeIn(code, postcode!) };
};

/** The seller: identity (birth number or CNP by gender and age, ID card still valid), address, contact and bank account. */
function customerDataSchema({ variant, today, countries }: SellOnlineOptions) {
  return z.preprocess(
    asGroup,
    z
      .object({
        ...addressFields,
        first_name: required(100),
        last_name: required(100),
        degree_before_name: optional(50, validateTitle),
        gender: required(10, (v) => (v === 'male' || v === 'female' ? null : 'invalid_gender')),
        personal_identification_number: required(20),
        identity_card_number: required(30, (v) => validateIdentityCard(v, variant)),
        identity_released_by: required(100),
        identity_valid_to: required(20),
        place_of_birth: required(100),
        nationality: required(60, (v) => (/^[\p{L}][\p{L} -]*$/u.test(v) ? null : 'must_be_literal')),
        e_mail: required(254, validateEmail),
        phone_number: required(30, (v) => validatePhone(v, variant)),
        bank_account_full_number: required(variant === 'cz' ? 40 : 42),
        bank_code: optional(10),
      })
      .superRefine((data, ctx) => {
        checkAddress(data, ctx, countries);
        const gender = (data.gender === 'male' || data.gender === 'female' ? data.gender : null) as Gender | null;
        const pin = data.personal_identification_number;
        if (typeof pin === 'string') {
          const message = variant === 'cz' ? validateBirthNumber(pin, { gender, today }) : validateCnp(pin, { gender, today });
          if (message) issue(ctx, 'personal_identification_number', message);
        }
        if (typeof data.identity_valid_to === 'string') {
          const parsed = parseDate(data.identity_valid_to);
          if (!parsed.ok) issue(ctx, 'identity_valid_to', 'invalid_date');
          else if (compareDateParts(parsed.date, dateToParts(today)) < 0) issue(ctx, 'identity_valid_to', 'identity_expired');
        }
        checkBankAccount(variant, data, ctx);
      })
      .transform((input): CustomerData => {
        // Runs only when every check passed: each required field is there (the optional ones may not be).
        const data = input as Required<typeof input>;
        return {
          ...address(data),
          personal_identification_number:
            variant === 'cz' ? normalizeBirthNumber(data.personal_identification_number) : normalizeCnp(data.personal_identification_number),
          identity_card_number: normalizeIdentityCard(data.identity_card_number),
          identity_released_by: data.identity_released_by,
          identity_valid_to: formatDate((parseDate(data.identity_valid_to) as { date: Parameters<typeof formatDate>[0] }).date),
          degree_before_name: data.degree_before_name ? normalizeTitle(data.degree_before_name) : null,
          first_name: data.first_name,
          last_name: data.last_name,
          gender: data.gender as Gender,
          phone_number: normalizePhone(data.phone_number, variant) ?? data.phone_number,
          nationality: data.nationality,
          place_of_birth: data.place_of_birth,
          e_mail: normalizeEmail(data.e_mail),
          ...bankAccount(variant, data),
        };
      }),
  );
}

type BankFields = { bank_account_full_number?: unknown; bank_code?: unknown };

/**
 * Czech accounts as `[prefix-]number` with a bank code, or the whole account
 * typed into one field as `[prefix-]number/bankcode`; Romanian ones as IBAN.
 */
function checkBankAccount(variant: ShopVariant, data: BankFields, ctx: z.RefinementCtx) {
  const account = typeof data.bank_account_full_number === 'string' ? data.bank_account_full_number : null;
  const whole = variant === 'cz' && account !== null && account.includes('/');
  if (account !== null) {
    const message = variant === 'ro' ? validateIban(account) : whole ? validateBankAccount(account) : validateAccountNumber(account);
    if (message) issue(ctx, 'bank_account_full_number', message);
  }
  if (variant === 'ro' || whole) return;
  if (data.bank_code === undefined) issue(ctx, 'bank_code', 'required');
  else if (typeof data.bank_code === 'string') {
    const message = validateBankCode(data.bank_code);
    if (message) issue(ctx, 'bank_code', message);
  }
}

function bankAccount(variant: ShopVariant, data: { bank_account_full_number: string; bank_code?: string }) {
  if (variant === 'ro') return { bank_account_full_number: normalizeIban(data.bank_account_full_number), bank_code: null };
  const compact = (value: string) => value.replace(/\s+/g, '');
  if (data.bank_account_full_number.includes('/')) {
    const [number, code] = compact(data.bank_account_full_number).split('/');
    return { bank_account_full_number: number, bank_code: code };
  }
  return { bank_account_full_number: compact(data.bank_account_full_number), bank_code: data.bank_code ? compact(data.bank_code) : null };
}

/** Where the courier picks the device up; none (null) means at the seller's own address. */
function pickupAddressSchema({ countries }: SellOnlineOptions) {
  return z.preprocess(
    (value) => (value === undefined ? null : value === null ? null : asGroup(value)),
    z
      .object({ ...addressFields, delivery_extra_info: optional(500) })
      .superRefine((data, ctx) => checkAddress(data, ctx, countries))
      .transform((data): PickupAddress => ({ ...address(data), delivery_extra_info: data.delivery_extra_info ?? null }))
      .nullable(),
  );
}

function buyoutDeviceSchema({ imeiRequired }: SellOnlineOptions) {
  return z.preprocess(
    asGroup,
    z
      .object({
        imei: imeiRequired ? required(40, validateImei) : optional(40, validateImei),
        serial_number: imeiRequired ? optional(60, validateSerialNumber) : required(60, validateSerialNumber),
        note: optional(1000),
      })
      .transform((data): BuyoutDevice => ({
        imei: data.imei ? normalizeImei(data.imei) : null,
        serial_number: data.serial_number ? normalizeSerialNumber(data.serial_number) : null,
        note: data.note ?? null,
      })),
  );
}

/**
 * The form part of `POST /store/buyout/sell-online` (the appraisal part is
 * checked against the device first): the seller, the pickup address and the
 * device, each validated with the domain validators of the shop's country
 * and normalised for storage. Field errors come back grouped like the body.
 */
export const sellOnlineFormSchema = (options: SellOnlineOptions) =>
  z.object({
    customer_data: customerDataSchema(options),
    pickup_address: pickupAddressSchema(options),
    buyout_device: buyoutDeviceSchema(options),
  });

export type SellOnlineData = { customer_data: CustomerData; pickup_address: PickupAddress | null; buyout_device: BuyoutDevice };

/** The e-mail of `POST /store/buyout/send-to-email`, normalised. */
export const quoteEmailSchema = z.object({ e_mail: required(254, validateEmail).transform((email) => normalizeEmail(email)) });

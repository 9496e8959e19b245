import type { FieldErrors } from '~/lib/field-errors';
import { SELECTOR_LEVELS, type ApiQuestion, type AppraisalPayload, type SelectorLevel, type SellOnlineGroup } from '@electroshop/contracts/buyout';
import type { ApiError } from '@electroshop/contracts/errors';
import type { UserTypeWindow } from '~/features/shopper/shopper';

/**
 * Shared (browser + server) pieces of the buy-out (trade-in) page: the
 * selection rule, the state flags of the specification and the one table that
 * maps the sell-online form fields to the API payload and back (so payloads
 * and server field errors use the same mapping). API shapes, paths and grades
 * come from `@electroshop/contracts/buyout`.
 */

export type Selection = Record<SelectorLevel, string | null>;

export const EMPTY_SELECTION: Selection = { type: null, manufacturer: null, model: null, color: null };

/**
 * Section 4: changing a level clears every level after it (type clears
 * manufacturer, model and colour; model clears the colour).
 */
export function changeSelection(current: Selection, level: SelectorLevel, value: string | null): Selection {
  const index = SELECTOR_LEVELS.indexOf(level);
  const next: Selection = { ...current };
  SELECTOR_LEVELS.forEach((name, i) => {
    if (i === index) next[name] = value || null;
    else if (i > index) next[name] = null;
  });
  return next;
}

// ------------------------------------------------------------------ state flags

/** Section 4: bit flags of the buy-out view. */
export const BUYOUT_VISIBLE = 1;
export const SEND_TO_EMAIL_VISIBLE = 2;
export const SELL_ONLINE_VISIBLE = 4;
export const REVIEW_MODE = 8;

export const hasFlag = (state: number, flag: number) => (state & flag) === flag;

/** The three view modes are exclusive: opening one form closes the other. */
export function withMode(state: number, mode: typeof SEND_TO_EMAIL_VISIBLE | typeof SELL_ONLINE_VISIBLE): number {
  return (state & ~(SEND_TO_EMAIL_VISIBLE | SELL_ONLINE_VISIBLE)) | BUYOUT_VISIBLE | mode;
}

// ------------------------------------------------------------------ form fields

/**
 * Sell-online form field (the PersonalInfo names of the specification) →
 * payload group and API field. Server errors map back through the same table.
 */
export const CUSTOMER_FIELDS = {
  birthNumber: 'personal_identification_number',
  identityCardNumber: 'identity_card_number',
  identityReleasedBy: 'identity_released_by',
  identityValidTo: 'identity_valid_to',
  titleBeforeName: 'degree_before_name',
  firstName: 'first_name',
  lastName: 'last_name',
  gender: 'gender',
  district: 'district',
  street: 'street',
  city: 'city',
  country: 'country',
  postcode: 'postcode',
  phoneNumber: 'phone_number',
  nationality: 'nationality',
  placeOfBirth: 'place_of_birth',
  email: 'e_mail',
  bankAccountNumber: 'bank_account_full_number',
  bankCode: 'bank_code',
} as const;

export const PICKUP_FIELDS = {
  altDistrict: 'district',
  altStreet: 'street',
  altCity: 'city',
  altPostcode: 'postcode',
  altCountry: 'country',
  altExtraInfo: 'delivery_extra_info',
} as const;

export const DEVICE_FIELDS = { imei: 'imei', serialNumber: 'serial_number', note: 'note' } as const;

export type PersonalField = keyof typeof CUSTOMER_FIELDS | keyof typeof PICKUP_FIELDS | keyof typeof DEVICE_FIELDS;
export type PersonalValues = Partial<Record<PersonalField | 'pickupAltAddress', string>>;
/** The first message per form field (the API's field errors, mapped to the form's names). */

function pick<T extends Record<string, string>>(table: T, values: PersonalValues): Record<T[keyof T], string> {
  const out = {} as Record<string, string>;
  for (const [field, apiName] of Object.entries(table)) out[apiName] = (values[field as PersonalField] ?? '').trim();
  return out as Record<T[keyof T], string>;
}

export function sellOnlinePayload(appraisal: AppraisalPayload, values: PersonalValues) {
  return {
    ...appraisal,
    note: values.note ?? appraisal.note,
    customer_data: pick(CUSTOMER_FIELDS, values),
    pickup_address: values.pickupAltAddress ? pick(PICKUP_FIELDS, values) : null,
    buyout_device: pick(DEVICE_FIELDS, values),
  };
}

function mapGroup(table: Record<string, string>, group: SellOnlineGroup, error: ApiError, into: FieldErrors) {
  for (const [field, apiName] of Object.entries(table)) {
    const message = error.fieldError(`${group}.${apiName}`);
    if (message) into[field] = message;
  }
}

/**
 * Section 5: sell-online errors arrive grouped as buyout_device, customer_data
 * and pickup_address; only fields with an error are kept.
 */
export function sellOnlineFieldErrors(error: ApiError): FieldErrors {
  const errors: FieldErrors = {};
  mapGroup(CUSTOMER_FIELDS, 'customer_data', error, errors);
  mapGroup(PICKUP_FIELDS, 'pickup_address', error, errors);
  mapGroup(DEVICE_FIELDS, 'buyout_device', error, errors);
  return errors;
}

/** Section 5: for send-to-email the `e_mail` error maps to the `email` field. */
export function sendToEmailFieldErrors(error: ApiError): FieldErrors {
  const message = error.fieldError('e_mail');
  return message ? { email: message } : {};
}

/** Reads the sell-online fields from a submitted form (no-JS action and the JS submit handler alike). */
export function personalValuesFromForm(form: FormData): PersonalValues {
  const values: PersonalValues = {};
  const names = [...Object.keys(CUSTOMER_FIELDS), ...Object.keys(PICKUP_FIELDS), ...Object.keys(DEVICE_FIELDS)] as PersonalField[];
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') values[name] = value;
  }
  if (form.get('pickupAltAddress')) values.pickupAltAddress = 'on';
  return values;
}

/** Chosen condition values from the questionnaire radios, named `condition-<id>`. */
export function conditionChoicesFromForm(form: FormData): Record<string, number | null> {
  const chosen: Record<string, number | null> = {};
  for (const [key, value] of form.entries()) {
    if (key.startsWith('condition-') && typeof value === 'string' && value !== '') chosen[key.slice('condition-'.length)] = Number(value);
  }
  return chosen;
}

export const CONDITION_FIELD_PREFIX = 'condition-';

/** Selected choice per condition id from a list of answer values (a reopened quote, a saved sale). */
export function selectedFromValues(conditions: readonly ApiQuestion[], values: readonly number[]): Record<string, number | null> {
  const chosen: Record<string, number | null> = {};
  for (const condition of conditions) {
    chosen[String(condition.id)] = condition.choices.find((choice) => values.includes(choice.value))?.value ?? null;
  }
  return chosen;
}

// ------------------------------------------------------------------ analytics

type DataLayerEvent = Record<string, unknown> & { event: string };

/**
 * Pushes to the analytics data layer (GTM), tagged with the user type
 * (`registred` or `unregistred`, by who is signed in, from the shopper
 * request; `unregistred` until it has answered); a no-op on the server.
 */
export function pushDataLayer(event: DataLayerEvent) {
  if (typeof window === 'undefined') return;
  const w = window as unknown as UserTypeWindow & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ ...event, user_type: w.userType ?? 'unregistred' });
}

export const ANALYTICS = {
  virtualPageView: 'virtual_page_view',
  formStart: 'buyout form start',
  formFinish: 'buyout form finish',
} as const;

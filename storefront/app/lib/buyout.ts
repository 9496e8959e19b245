import type { AppraisalResult, DeviceCondition, Quality, ShopVariant } from '@electroshop/domain';

/**
 * Shared (browser + server) pieces of the buy-out (trade-in) page: the API
 * shapes of `/store/buyout/*`, the storefront paths per variant, the state
 * flags of the specification and the one table that maps the sell-online form
 * fields to the API payload and back (so payloads and server field errors use
 * the same mapping).
 */

// ------------------------------------------------------------------ paths

/** Storefront paths; they match what the backend puts into `selector-url`, `Location` and e-mails. */
export const BUYOUT_PATHS: Record<ShopVariant, { prefix: string; thanks: string; status: string; centers: string; offer: string }> = {
  cz: { prefix: '/vykup', thanks: '/vykup/dekujeme', status: '/vykup/stav', centers: '/vykup/centra', offer: '/vykup/nabidka' },
  ro: { prefix: '/vanzare', thanks: '/vanzare/multumim', status: '/vanzare/stare', centers: '/vanzare/centre', offer: '/vanzare/oferta' },
};

export function buyoutPaths(variant: ShopVariant) {
  return BUYOUT_PATHS[variant] ?? BUYOUT_PATHS.cz;
}

/** Selector levels in URL order: `/vykup/<type>/<manufacturer>/<model>/<colour slug>`. */
export const SELECTOR_LEVELS = ['type', 'manufacturer', 'model', 'color'] as const;
export type SelectorLevel = (typeof SELECTOR_LEVELS)[number];
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

// ------------------------------------------------------------------ API shapes

export interface Choice {
  value: string;
  label: string;
}
export interface ColorChoice extends Choice {
  image_alt?: string | null;
  slug?: string;
  hex?: string | null;
}

export interface ApiConditionChoice {
  value: number;
  label: string;
  appraisal_result: number | null;
  price_correction: number;
}
export interface ApiDeviceCondition extends DeviceCondition {
  id: string;
  name: string;
  choices: ApiConditionChoice[];
  value?: number | null;
  disabled?: boolean;
}
export interface ApiAppraisal {
  appraisal_result: AppraisalResult[];
  device_conditions: ApiDeviceCondition[];
  version: string;
  minimal_buyout_price: number;
  max_bonus_percent: number | null;
}

export interface SelectorResponse {
  selected_choices: {
    product_type: string | null;
    product_manufacturer: string | null;
    product_model: string | null;
    product_color: string | null;
    device_condition_choices: number[];
    note: string | null;
  };
  choices: {
    product_type: Choice[];
    product_manufacturer: Choice[];
    product_model: Choice[];
    product_color: ColorChoice[];
  };
  appraisal: ApiAppraisal | null;
  url: string;
  quote: {
    code: string;
    e_mail: string;
    quality: Quality | null;
    price: number | null;
    expires_at: string;
    expired: boolean;
    version_changed: boolean;
  } | null;
}

/** POST /store/buyout/appraise answer; the server is the authority over the local estimate. */
export interface AppraiseResponse {
  quality: Quality | null;
  price: number | null;
  url: string | null;
  can_buyout: boolean;
  complete?: boolean;
}

/** Every buy-out 400: `errors` is flat for the appraisal/e-mail fields, grouped for sell-online. */
export interface BuyoutErrorBody {
  message?: string;
  code?: string;
  url?: string;
  errors?: Record<string, string[] | Record<string, string[]>>;
}

export interface SavedBuyout {
  id: string;
  number: string;
  status: string;
  status_label: string;
  created_at: string;
  product_type_choice: Choice;
  manufacturer_choice: Choice;
  product_model_choice: Choice;
  product_color_choice: ColorChoice;
  appraisal_result: AppraisalResult[];
  device_conditions: ApiDeviceCondition[];
  conditions_appraisal_result: { quality: Quality | null; price: number; url?: string | null };
  version: string;
  minimal_buyout_price: number;
  price: number;
  currency_code?: string;
  customer_data: Record<string, string | null>;
  pickup_address: Record<string, string | null> | null;
  buyout_device: { imei: string | null; serial_number: string | null; note: string | null };
}

export interface BuyoutStatus {
  number: string;
  status: string;
  status_label: string;
  created_at: string;
  device: { product_type: string; manufacturer: string; model: string; color: string };
  quality: Quality | null;
  price: number;
  offered_price: number | null;
  /** Signs the seller's answer to a new offer (status `re_offer`), else null. */
  offer_token?: string | null;
  id?: string;
  currency_code?: string;
  history: { status: string; status_label: string; note: string | null; created_at: string }[];
}

/** A new price offer behind its signed link (`GET /store/buyout/offer`). */
export interface BuyoutOffer {
  id: string;
  number: string;
  status: string;
  status_label: string;
  /** False once the seller accepted or declined. */
  pending: boolean;
  price: number;
  offered_price: number;
  currency_code: string;
}

export interface BuyoutCenter {
  id: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  country_label: string;
  phone: string | null;
  email: string | null;
  opening_hours: { days: string; hours: string }[] | null;
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
export type FieldErrors = Partial<Record<string, string>>;

/** Appraisal request payload of section 3. */
export interface AppraisalPayload {
  device_identifier: string;
  appraisal_version: string;
  device_condition_choices: number[];
  note: string;
}

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

const first = (messages: unknown): string | undefined =>
  Array.isArray(messages) ? (messages.find((m) => typeof m === 'string') as string | undefined) : undefined;

function mapGroup(table: Record<string, string>, group: unknown, into: FieldErrors) {
  if (!group || typeof group !== 'object') return;
  for (const [field, apiName] of Object.entries(table)) {
    const message = first((group as Record<string, unknown>)[apiName]);
    if (message) into[field] = message;
  }
}

/**
 * Section 5: sell-online errors arrive grouped as buyout_device, customer_data
 * and pickup_address; only fields with an error are kept. Errors of the
 * appraisal fields themselves (flat) go to `form`.
 */
export function sellOnlineFieldErrors(body: BuyoutErrorBody | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const source = body?.errors ?? {};
  mapGroup(CUSTOMER_FIELDS, source.customer_data, errors);
  mapGroup(PICKUP_FIELDS, source.pickup_address, errors);
  mapGroup(DEVICE_FIELDS, source.buyout_device, errors);
  return errors;
}

/** Section 5: for send-to-email the `e_mail` error maps to the `email` field. */
export function sendToEmailFieldErrors(body: BuyoutErrorBody | null | undefined): FieldErrors {
  const message = first(body?.errors?.e_mail);
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

/** Answers in questionnaire order, as the API wants them. */
export function orderedChoices(conditions: readonly ApiDeviceCondition[], selected: Record<string, number | null | undefined>): number[] {
  return conditions
    .map((condition) => selected[String(condition.id)])
    .filter((value): value is number => typeof value === 'number' && !Number.isNaN(value));
}

/** Selected choice per condition id from a list of answer values (a reopened quote, a saved sale). */
export function selectedFromValues(conditions: readonly ApiDeviceCondition[], values: readonly number[]): Record<string, number | null> {
  const chosen: Record<string, number | null> = {};
  for (const condition of conditions) {
    chosen[String(condition.id)] = condition.choices.find((choice) => values.includes(choice.value))?.value ?? null;
  }
  return chosen;
}

// ------------------------------------------------------------------ analytics

type DataLayerEvent = Record<string, unknown> & { event: string };

/** Pushes to the analytics data layer (GTM); a no-op on the server. */
export function pushDataLayer(event: DataLayerEvent) {
  if (typeof window === 'undefined') return;
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(event);
}

export const ANALYTICS = {
  virtualPageView: 'virtual_page_view',
  formStart: 'buyout form start',
  formFinish: 'buyout form finish',
} as const;

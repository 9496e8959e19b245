import { z } from 'zod';
import { CONDITION_KINDS, CONDITION_TYPES, type ConditionKind, type ConditionType, type Gender } from '@electroshop/domain';
import type { Grade } from './grades.js';
import type { BuyoutStatus } from './statuses.js';

/**
 * The store buy-out API (`/store/buyout/*`): request schemas, validated by
 * the routes and usable by forms, and the response shapes.
 */

// ------------------------------------------------------------------ shared shapes

export type Choice = { value: string; label: string };
export type ColorChoice = Choice & { image_alt: string; slug: string; hex: string | null };

/** One answer of a question; `value` is the choice id. */
export type ApiConditionChoice = {
  value: number;
  label: string;
  appraisal_result: number | null;
  price_correction: number;
};

// A question's type and kind are the appraisal's (`@electroshop/domain`).
export { CONDITION_KINDS, CONDITION_TYPES, type ConditionKind, type ConditionType };

export type ApiDeviceCondition = {
  id: string;
  name: string;
  type: ConditionType;
  kind: ConditionKind | null;
  position: number;
  choices: ApiConditionChoice[];
};

/** A question as the page shows it, live or as a sale saved it (the list's order is its position). */
export type ApiQuestion = Omit<ApiDeviceCondition, 'position'>;

export type ApiAppraisalResult = { id: number; quality: Grade | null; price: number; url: string };

/** The `appraisal` object of the selector and appraisal-form responses. */
export type ApiAppraisal = {
  appraisal_result: ApiAppraisalResult[];
  device_conditions: ApiDeviceCondition[];
  version: string;
  minimal_buyout_price: number;
  max_bonus_percent: number | null;
};

// ------------------------------------------------------------------ requests

const slug = z.string().max(200);
const requiredSlug = z.string().min(1).max(200);

/** GET /store/buyout/selector */
export const SelectorQuerySchema = z.object({
  type: slug.optional(),
  manufacturer: slug.optional(),
  model: slug.optional(),
  color: slug.optional(),
  url_code: z.string().max(64).optional(),
});
export type SelectorQuery = z.infer<typeof SelectorQuerySchema>;

/** GET /store/buyout/manufacturers */
export const ManufacturersQuerySchema = z.object({ type: requiredSlug });
/** GET /store/buyout/models */
export const ModelsQuerySchema = z.object({ type: requiredSlug, manufacturer: requiredSlug });
/** GET /store/buyout/colors */
export const ColorsQuerySchema = z.object({ model: requiredSlug });
/** GET /store/buyout/appraisal-form */
export const AppraisalFormQuerySchema = z.object({ color: requiredSlug });
/** GET /store/buyout/offer */
export const OfferQuerySchema = z.object({ id: z.string().min(1).max(100), token: z.string().min(1).max(200) });
/** POST /store/buyout/status */
export const StatusLookupSchema = z.object({ number: z.string().min(1).max(40), email: z.string().min(1).max(254) });
export type StatusLookup = z.infer<typeof StatusLookupSchema>;

/** The appraisal part shared by appraise, send-to-email and sell-online. */
export const AppraisalPayloadSchema = z.object({
  device_identifier: z.union([z.string().min(1).max(200), z.number()]).transform(String),
  appraisal_version: z.union([z.string().min(1).max(200), z.number()]).transform(String),
  device_condition_choices: z.array(z.union([z.string().max(50), z.number()])).max(100),
  note: z.string().max(2000).nullish(),
});
export type AppraisalPayload = z.input<typeof AppraisalPayloadSchema>;
/** Top-level fields of the appraisal payload; their errors are reported flat. */
export const APPRAISAL_FIELDS = ['device_identifier', 'appraisal_version', 'device_condition_choices', 'note'] as const;

export type { Gender };

/** The seller of a sell-online request, as stored (optional fields null). */
export type CustomerData = {
  personal_identification_number: string;
  identity_card_number: string;
  identity_released_by: string;
  identity_valid_to: string;
  degree_before_name: string | null;
  first_name: string;
  last_name: string;
  gender: Gender;
  district: string | null;
  street: string;
  city: string;
  country: string;
  postcode: string;
  phone_number: string;
  nationality: string;
  place_of_birth: string;
  e_mail: string;
  bank_account_full_number: string;
  bank_code: string | null;
};
/** Fields that are stored encrypted and shown to staff only after a logged reveal. */
export const SENSITIVE_FIELDS = ['personal_identification_number', 'identity_card_number', 'bank_account_full_number'] as const;
export type SensitiveField = (typeof SENSITIVE_FIELDS)[number];
/** The seller's fields in the order of the sell-online form, as the admin lists them. */
export const CUSTOMER_DATA_FIELDS = [
  'personal_identification_number',
  'identity_card_number',
  'identity_released_by',
  'identity_valid_to',
  'degree_before_name',
  'first_name',
  'last_name',
  'gender',
  'street',
  'district',
  'city',
  'postcode',
  'country',
  'phone_number',
  'e_mail',
  'nationality',
  'place_of_birth',
  'bank_account_full_number',
  'bank_code',
] as const satisfies readonly (keyof CustomerData)[];

export type PickupAddress = {
  district: string | null;
  street: string;
  city: string;
  postcode: string;
  country: string;
  delivery_extra_info: string | null;
};

export type BuyoutDevice = { imei: string | null; serial_number: string | null; note: string | null };

/** The groups of the sell-online body; its field errors come back grouped the same way. */
export const SELL_ONLINE_GROUPS = ['customer_data', 'pickup_address', 'buyout_device'] as const;
export type SellOnlineGroup = (typeof SELL_ONLINE_GROUPS)[number];

/** POST /store/buyout/sell-online body (strings as typed; the server normalises and validates them). */
export type SellOnlinePayload = AppraisalPayload & {
  customer_data: Partial<Record<keyof CustomerData, string | null>>;
  pickup_address: Partial<Record<keyof PickupAddress, string | null>> | null;
  buyout_device: Partial<Record<keyof BuyoutDevice, string | null>>;
};

/** POST /store/buyout/send-to-email body. */
export type SendToEmailPayload = AppraisalPayload & { e_mail: string };

// ------------------------------------------------------------------ responses

/** GET /store/buyout/selector */
export type SelectorResponse = {
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
  /** The chosen level's entry, null where none is chosen. */
  selected: {
    product_type: Choice | null;
    product_manufacturer: Choice | null;
    product_model: Choice | null;
    product_color: ColorChoice | null;
  };
  quote: {
    code: string;
    e_mail: string;
    quality: Grade | null;
    price: number | null;
    currency_code: string;
    expires_at: string;
    expired: boolean;
    /** The appraisal the quote was computed by; `version_changed` tells whether the current one differs. */
    appraisal_version: string;
    version_changed: boolean;
  } | null;
};

/** GET /store/buyout/selector-url */
export type SelectorUrlResponse = { url: string };

/** GET /store/buyout/appraisal-form: the colour's selector path and its model's appraisal. */
export type AppraisalFormResponse = { url: string; appraisal: ApiAppraisal };

/** POST /store/buyout/appraise; quality, price and url stay null until every question is answered. */
export type AppraiseResponse = {
  quality: Grade | null;
  price: number | null;
  url: string | null;
  can_buyout: boolean;
  complete: boolean;
};

/** POST /store/buyout/send-to-email (201): the quote's code and validity, and the offer it quotes. */
export type SendToEmailResponse = { success: true; code: string; expires_at: string; appraisal: AppraiseResponse };

/** POST /store/buyout/sell-online (201). */
export type SellOnlineResponse = { id: string; number: string; url: string; review_token: string };

/** GET /store/buyout/:id with the review token. */
export type SavedBuyout = {
  id: string;
  number: string;
  status: BuyoutStatus;
  status_label: string;
  created_at: string;
  product_type_choice: Choice;
  manufacturer_choice: Choice;
  product_model_choice: Choice;
  /** The colour as the sale saved it (no swatch). */
  product_color_choice: Omit<ColorChoice, 'hex'>;
  appraisal_result: ApiAppraisalResult[];
  /** The questionnaire as answered: each question carries the chosen answer's value. */
  device_conditions: (ApiQuestion & { value: number | null; disabled: boolean })[];
  conditions_appraisal_result: { quality: Grade | null; price: number; url?: string | null };
  version: string;
  minimal_buyout_price: number;
  price: number;
  /** The staff's new price, once they made one (`re_offer`). */
  offered_price: number | null;
  currency_code: string;
  customer_data: Record<string, string | null>;
  pickup_address: Record<string, string | null> | null;
  buyout_device: BuyoutDevice;
};

/** What the seller sees of a sale once they proved it is theirs (status look-up, offer link): no personal data. */
export type BuyoutSaleSummary = {
  id: string;
  number: string;
  status: BuyoutStatus;
  status_label: string;
  /** The device's labels. */
  device: { product_type: string; manufacturer: string; model: string; color: string };
  quality: Grade | null;
  price: number;
  offered_price: number | null;
  currency_code: string;
};

/** POST /store/buyout/status */
export type BuyoutStatusResponse = BuyoutSaleSummary & {
  created_at: string;
  updated_at: string;
  /** Signs the seller's answer to a new offer (status `re_offer`), else null. */
  offer_token: string | null;
  /** Notes are the staff's only; the seller's and the system's changes come without. */
  history: { status: BuyoutStatus; status_label: string; note: string | null; created_at: string }[];
};

/** GET and POST /store/buyout/offer: a new price offer behind its signed link (the link exists only once there is one). */
export type BuyoutOffer = Omit<BuyoutSaleSummary, 'offered_price'> & {
  offered_price: number;
  /** False once the seller accepted or declined. */
  pending: boolean;
};

/** A buy-out centre where devices can be handed in. */
export type BuyoutCenter = {
  id: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  /** ISO code; `country_label` is its name in the shop's language. */
  country: string;
  country_label: string;
  phone: string | null;
  email: string | null;
  opening_hours: { days: string; hours: string }[] | null;
};

import { z } from 'zod';
import { int32 } from '../shared/numbers.js';
import { BuyoutStatusSchema, GradeSchema } from './enums.js';
import type { Grade } from './grades.js';
import type { BuyoutStatus } from './statuses.js';
import {
  CONDITION_KINDS,
  CONDITION_TYPES,
  SENSITIVE_FIELDS,
  type ApiAppraisalResult,
  type ApiConditionChoice,
  type ApiDeviceCondition,
  type BuyoutCenter,
  type ConditionKind,
  type ConditionType,
  type SensitiveField,
} from './store.js';

/** The admin buy-out API (`/admin/buyouts/*`, `/admin/buyout/*`): request schemas and response shapes. */

// ------------------------------------------------------------------ requests

const slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens');
const label = z.string().trim().min(1).max(200);
const amount = z.number().int().min(0).max(100_000_000);
const correction = z.number().int().min(-100_000_000).max(100_000_000);

export const AdminCreateTypeSchema = z.object({
  value: slug,
  label,
  for_buyout: z.boolean().optional(),
  /** Device code shared with the type categories (`phone`, `tablet`…): the type is offered only while such a category is for_buyout. */
  type_device: z.string().trim().min(1).max(100).nullable().optional(),
  position: int32().optional(),
});
export const AdminUpdateTypeSchema = AdminCreateTypeSchema.partial();

export const AdminCreateManufacturerSchema = z.object({ value: slug, label, position: int32().optional() });
export const AdminUpdateManufacturerSchema = AdminCreateManufacturerSchema.partial();

export const AdminCreateModelSchema = z.object({
  value: slug,
  label,
  device_type_id: z.string().min(1),
  manufacturer_id: z.string().min(1),
  minimal_buyout_price: amount.optional(),
  max_bonus_percent: z.number().int().min(0).max(100).nullable().optional(),
  position: int32().optional(),
  is_active: z.boolean().optional(),
  product_id: z.string().min(1).nullable().optional(),
});
export const AdminUpdateModelSchema = AdminCreateModelSchema.partial();
export type AdminCreateModel = z.input<typeof AdminCreateModelSchema>;
export type AdminUpdateModel = z.input<typeof AdminUpdateModelSchema>;

export const AdminCreateColorSchema = z.object({
  slug,
  label,
  image_alt: z.string().max(300).optional(),
  hex: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .nullable()
    .optional(),
  position: int32().optional(),
  /** Defaults to `<model value>-<slug>`. */
  value: slug.optional(),
});
export const AdminUpdateColorSchema = AdminCreateColorSchema.partial();

export const AdminCreateResultSchema = z.object({ quality: GradeSchema.nullable(), price: amount, url: z.string().max(500).optional() });
export const AdminUpdateResultSchema = AdminCreateResultSchema.partial();

export const AdminCreateChoiceSchema = z.object({
  label,
  appraisal_result_id: int32().nullable().optional(),
  price_correction: correction.optional(),
  position: int32().optional(),
});
export const AdminUpdateChoiceSchema = AdminCreateChoiceSchema.partial();
export type AdminCreateChoice = z.input<typeof AdminCreateChoiceSchema>;

export const AdminCreateConditionSchema = z.object({
  name: label,
  type: z.enum(CONDITION_TYPES).optional(),
  kind: z.enum(CONDITION_KINDS).nullable().optional(),
  position: int32().optional(),
  choices: z.array(AdminCreateChoiceSchema).max(50).optional(),
});
export const AdminUpdateConditionSchema = AdminCreateConditionSchema.omit({ choices: true }).partial();

export const AdminStatusChangeSchema = z.object({
  status: BuyoutStatusSchema,
  note: z.string().max(2000).nullish(),
  offered_price: amount.nullish(),
});
export type AdminStatusChange = z.input<typeof AdminStatusChangeSchema>;

/** A reveal of a seller's personal data: the staff member says why (issue 34), which goes into the reveal log. */
export const AdminRevealSchema = z.object({
  fields: z.array(z.enum(SENSITIVE_FIELDS)).min(1).optional(),
  reason: z.string().trim().min(1).max(500),
});

export const AdminPriceImportJsonSchema = z.object({ filename: z.string().min(1).max(255), content: z.string().max(5_000_000) });

export const AdminCreateCenterSchema = z.object({
  name: label,
  street: label,
  city: label,
  postcode: z.string().min(1).max(12),
  country: z.string().length(2),
  phone: z.string().max(40).nullable().optional(),
  email: z.string().email().nullable().optional(),
  opening_hours: z.array(z.object({ days: z.string().max(60), hours: z.string().max(60) })).max(14),
  position: int32().optional(),
  is_active: z.boolean().optional(),
});
export const AdminUpdateCenterSchema = AdminCreateCenterSchema.partial();

// ------------------------------------------------------------------ responses

export type LabelValue = { value: string; label: string };
export type AdminAppraisalResult = ApiAppraisalResult;

/** The columns Medusa adds to every data model, as JSON sends them. */
type Timestamps = { created_at: string; updated_at: string; deleted_at: string | null };

/** GET /admin/buyouts: one row. */
export type AdminBuyoutListItem = {
  id: string;
  number: string;
  status: BuyoutStatus;
  status_label: string;
  created_at: string;
  updated_at: string;
  first_name: string;
  last_name: string;
  email: string;
  device: string;
  quality: Grade | null;
  price: number;
  offered_price: number | null;
  currency_code: string;
};
export type AdminBuyoutListResponse = { buyouts: AdminBuyoutListItem[]; count: number; offset: number; limit: number };

/** GET /admin/buyouts/:id */
export type AdminBuyoutDetail = Omit<AdminBuyoutListItem, 'device'> & {
  allowed_transitions: BuyoutStatus[];
  device: {
    product_type: LabelValue;
    product_manufacturer: LabelValue;
    product_model: LabelValue;
    product_color: LabelValue & { image_alt?: string; slug?: string };
  };
  appraisal: {
    appraisal_result: AdminAppraisalResult[];
    version: string;
    minimal_buyout_price: number;
    result: AdminAppraisalResult | null;
    answers: { condition_id: string; condition_name: string; value: number; label: string; price_correction: number }[];
  } | null;
  appraisal_version: string;
  /** The seller's answers as sent (choice values); `appraisal.answers` names them. */
  device_condition_choices: string[];
  customer_data: Record<string, string | null>;
  /** When the retention erased the seller's personal data (customer_data is then empty); null while kept. */
  personal_data_erased_at: string | null;
  pickup_address: Record<string, string | null> | null;
  buyout_device: { imei: string | null; serial_number: string | null; note: string | null };
  status_history: {
    id: string;
    from_status: BuyoutStatus | null;
    to_status: BuyoutStatus;
    to_status_label: string;
    note: string | null;
    actor_type: string | null;
    actor_id: string | null;
    offered_price: number | null;
    created_at: string;
  }[];
};

/** GET /admin/buyouts/:id/reveals: one logged reveal of sensitive fields. */
export type AdminBuyoutReveal = {
  id: string;
  actor_id: string;
  actor_email: string | null;
  fields: string[];
  reason: string | null;
  ip: string | null;
  created_at: string;
};

/** POST /admin/buyouts/:id/reveal: the asked fields in plain text (null where none is stored), and the log entry. */
export type AdminBuyoutRevealResponse = {
  customer_data: Partial<Record<SensitiveField, string | null>>;
  revealed_at: string;
  reveal_id: string;
};

/** GET /admin/buyout/statuses: the lifecycle for the admin screens. */
export type AdminBuyoutStatusesResponse = { statuses: { value: BuyoutStatus; label: string; transitions: readonly BuyoutStatus[] }[] };

/** `/admin/buyout/manufacturers`: one as stored. */
export type AdminBuyoutManufacturer = Timestamps & { id: string; value: string; label: string; position: number };
/** `/admin/buyout/types`: one as stored, also those not bought. */
export type AdminBuyoutDeviceType = AdminBuyoutManufacturer & { for_buyout: boolean; type_device: string | null };

/** `/admin/buyout/centers`: one as stored, also inactive ones. */
export type AdminBuyoutCenter = Timestamps &
  Omit<BuyoutCenter, 'country_label' | 'opening_hours'> & {
    opening_hours: { days: string; hours: string }[];
    position: number;
    is_active: boolean;
    offers_buyout: boolean;
    offers_service: boolean;
  };

/** GET /admin/buyout/models: one row. */
export type AdminBuyoutModelRow = {
  id: string;
  value: string;
  label: string;
  position: number;
  is_active: boolean;
  minimal_buyout_price: number;
  max_bonus_percent: number | null;
  appraisal_version: string;
  device_type: { id: string; value: string; label: string };
  manufacturer: { id: string; value: string; label: string };
};

/** GET /admin/buyout/models */
export type AdminBuyoutModelListResponse = { models: AdminBuyoutModelRow[]; count: number; offset: number; limit: number };

// The model's questionnaire as the store reads it: a choice is identified by its `value`.
export type AdminBuyoutChoice = ApiConditionChoice;
export type AdminBuyoutCondition = ApiDeviceCondition;
export type AdminBuyoutColor = { id: string; value: string; slug: string; label: string; image_alt: string; hex: string | null; position: number };

/** GET /admin/buyout/models/:id */
export type AdminBuyoutModelDetail = AdminBuyoutModelRow & {
  product_id: string | null;
  product: { id: string; title: string; handle: string } | null;
  colors: AdminBuyoutColor[];
  appraisal_results: AdminAppraisalResult[];
  device_conditions: AdminBuyoutCondition[];
};

/**
 * The answers of a model's questionnaire routes (`/admin/buyout/…/appraisal-results`, `…/conditions`,
 * `…/choices`): the part under its key, and the appraisal's version, which each change moves on.
 */
export type AdminAppraisalPart<Key extends string, Part> = { [K in Key]: Part } & { appraisal_version: string };
/** A deletion of a questionnaire part: Medusa's deletion answer (results and choices have numeric ids) with the new version. */
export type AdminAppraisalPartDeleted<Entity extends string, Id extends string | number = string> = {
  id: Id;
  object: Entity;
  deleted: boolean;
  appraisal_version: string;
};

/** An appraisal result as written (POST …/appraisal-results). */
export type AdminAppraisalResultRow = AdminAppraisalResult & { device_model_id: string };
/** A condition's answer as written (POST …/choices); `value` repeats the id, as the questionnaire names it. */
export type AdminConditionChoiceRow = {
  id: number;
  value: number;
  label: string;
  price_correction: number;
  position: number;
  appraisal_result_id: number | null;
  condition_id: string;
};
/** A condition as written (POST …/conditions), with its answers in order when they were loaded. */
export type AdminDeviceConditionRow = {
  id: string;
  name: string;
  type: ConditionType;
  kind: ConditionKind | null;
  position: number;
  device_model_id: string;
  choices?: AdminConditionChoiceRow[];
};
/** A colour as written (/admin/buyout/…/colors). */
export type AdminBuyoutColorRow = AdminBuyoutColor & { device_model_id: string };

/** POST /admin/buyout/prices/import; `versions` are the new appraisal versions of the models it changed, by model value. */
export type PriceImportResult = {
  rows: number;
  updated: number;
  created: number;
  unchanged: number;
  models: number;
  versions: Record<string, string>;
};
/** One parsed row of a price list. */
export type PriceImportRow = { model: string; quality: string; price: number; url?: string | null; minimal_buyout_price?: number | null };

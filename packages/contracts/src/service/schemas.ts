import { z } from 'zod';
import { validateEmail, validateImei, validatePhone, validatePostcode, validateSerialNumber } from '@electroshop/domain';
import type { ShopVariant } from '@electroshop/domain/variant';
import { normalizeSearchQuery } from '../catalog/search.js';
import { queryInt } from '../shared/numbers.js';
import { HANDOVER_METHODS, OPERATION_CODES, PART_QUALITIES, SERVICE_ORDER_STATUSES, SERVICE_SEARCH_MIN_LENGTH } from './service.js';

// Refinements name a message key of the shop's catalogue (required, invalid_email, …);
// the backend's zodFieldErrors translates it.

const slug = z.string().max(200);
const requiredSlug = z.string().min(1).max(200);
const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();
const check = (validate: (value: string) => string | null) => (value: string, ctx: z.RefinementCtx) => {
  const message = validate(value);
  if (message) ctx.addIssue({ code: z.ZodIssueCode.custom, message, params: { code: message } });
};

/** GET /store/service/selector: the slugs of a storefront path. */
export const StoreServiceSelectorQuerySchema = z.object({
  type: slug.optional(),
  manufacturer: slug.optional(),
  model: slug.optional(),
  color: slug.optional(),
});
export const StoreServiceManufacturersQuerySchema = z.object({ type: requiredSlug });
export const StoreServiceModelsQuerySchema = z.object({ type: requiredSlug, manufacturer: requiredSlug });
export const StoreServiceColorsQuerySchema = z.object({ model: requiredSlug });
/** GET /store/service/operations?color=<colour value> */
export const StoreServiceOperationsQuerySchema = z.object({ color: requiredSlug });
export type StoreServiceOperationsQuery = z.infer<typeof StoreServiceOperationsQuerySchema>;

/** GET /store/service/price-list?type= (without a type: the types only) */
export const StoreServicePriceListQuerySchema = z.object({ type: slug.optional() });

/** GET /store/service/search?term= — at least 2 characters once trimmed (diacritics do not count apart). */
export const StoreServiceSearchQuerySchema = z.object({
  term: z
    .string()
    .max(100)
    .refine((term) => normalizeSearchQuery(term).length >= SERVICE_SEARCH_MIN_LENGTH, { message: 'search_too_short', params: { code: 'too_short' } }),
});

const pickupAddress = (variant: ShopVariant) =>
  z.object({
    street: text(200),
    city: text(100),
    postcode: z
      .string()
      .trim()
      .min(1)
      .max(20)
      .superRefine(check((v) => validatePostcode(v, variant))),
  });

/**
 * POST /store/service/orders. The device is its colour value; each chosen
 * operation names its part quality. A drop-off names the centre, a courier
 * pickup the address. IMEI or serial number are optional (a tablet without
 * a SIM has no IMEI) but must be valid when given.
 */
export const storeCreateServiceOrderSchema = (variant: ShopVariant) =>
  z
    .object({
      color: requiredSlug,
      operations: z
        .array(z.object({ id: z.string().min(1).max(100), quality: z.enum(PART_QUALITIES) }).strict())
        .min(1, 'required')
        .max(20),
      imei: z.string().trim().max(20).superRefine(check(validateImei)).optional().nullable().or(z.literal('')),
      serial_number: z.string().trim().max(50).superRefine(check(validateSerialNumber)).optional().nullable().or(z.literal('')),
      first_name: text(100),
      last_name: text(100),
      email: z.string().trim().min(1).max(254).superRefine(check(validateEmail)),
      phone: z
        .string()
        .trim()
        .min(1)
        .max(40)
        .superRefine(check((v) => validatePhone(v, variant))),
      handover: z.enum(HANDOVER_METHODS),
      center_id: z.string().max(100).optional().nullable(),
      pickup_address: pickupAddress(variant).optional().nullable(),
      note: optionalText(1000),
    })
    .strict()
    .superRefine((body, ctx) => {
      if (body.handover === 'drop_off' && !body.center_id) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['center_id'], message: 'required' });
      if (body.handover === 'courier' && !body.pickup_address) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['pickup_address'], message: 'required' });
    });
export type StoreCreateServiceOrder = z.infer<ReturnType<typeof storeCreateServiceOrderSchema>>;

/** POST /store/service/status: the number and the order's e-mail or phone, in the body so neither lands in a URL. */
export const StoreServiceStatusLookupSchema = z.object({ number: text(40), contact: text(254) }).strict();
export type StoreServiceStatusLookup = z.infer<typeof StoreServiceStatusLookupSchema>;

/** GET /admin/service/orders */
export const AdminListServiceOrdersSchema = z.object({
  q: z.string().max(100).optional(),
  status: z.enum(SERVICE_ORDER_STATUSES).optional(),
  limit: queryInt().min(1).max(200).default(50),
  offset: queryInt().min(0).default(0),
});

/** POST /admin/service/orders/:id/status */
export const AdminServiceOrderStatusSchema = z.object({ status: z.enum(SERVICE_ORDER_STATUSES), note: optionalText(1000) }).strict();

const partOption = z
  .object({
    quality: z.enum(PART_QUALITIES),
    price: z.number().int().min(0).max(1_000_000),
    warranty_months: z.number().int().min(0).max(60),
  })
  .strict();

/** POST /admin/service/operations/:id */
export const AdminUpdateServiceOperationSchema = z
  .object({
    name: text(200).optional(),
    description: z.string().trim().max(2000).optional(),
    duration_minutes: z.number().int().min(0).max(100_000).optional(),
    is_available: z.boolean().optional(),
    position: z.number().int().min(0).max(10_000).optional(),
    part_options: z
      .array(partOption)
      .min(1)
      .refine((options) => new Set(options.map((o) => o.quality)).size === options.length, { message: 'invalid_value' })
      .optional(),
  })
  .strict();

/** POST /admin/service/models/:id/operations: a new repair of the model with at least one part quality. */
export const AdminCreateServiceOperationSchema = z
  .object({
    code: z.enum(OPERATION_CODES),
    name: text(200),
    description: z.string().trim().max(2000).default(''),
    duration_minutes: z.number().int().min(0).max(100_000).default(60),
    is_available: z.boolean().default(true),
    part_options: z
      .array(partOption)
      .min(1, 'required')
      .refine((options) => new Set(options.map((o) => o.quality)).size === options.length, { message: 'invalid_value' }),
  })
  .strict();
export type AdminCreateServiceOperation = z.infer<typeof AdminCreateServiceOperationSchema>;
/** What a client sends (defaults not yet applied). */
export type AdminCreateServiceOperationBody = z.input<typeof AdminCreateServiceOperationSchema>;

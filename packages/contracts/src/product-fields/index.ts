import { validateBarcode, validateDimensionCm, validateEan, validateUpc, validateWeightGrams } from '@electroshop/domain';
import { z } from 'zod';

/**
 * The product and variant fields the warehouse needs (§3), as staff save them
 * through Medusa's own admin routes (`POST /admin/products…`): `ean`, `upc`,
 * `barcode` on a variant; `weight` in grams and the package's `length`
 * (depth), `width` and `height` in centimetres on a product and a variant.
 * null or an empty string clears a field (the backend stores null). These
 * schemas check only these seven fields and pass everything else through
 * untouched: the backend runs them before Medusa's own validator, which still
 * checks the rest. Issue messages are message keys (`invalid_ean` …),
 * translated by the backend.
 */

/** Fields of a variant: its codes and its measures. */
export const VARIANT_FIELDS = ['ean', 'upc', 'barcode', 'weight', 'length', 'height', 'width'] as const;
/** Fields of a product itself: its measures (Medusa keeps the codes on the variants only). */
export const PRODUCT_FIELDS = ['weight', 'length', 'height', 'width'] as const;

/** A field checked by a domain validator when given; undefined, null and '' are no value. */
function checked<T>(validate: (value: unknown) => string | null) {
  return z
    .custom<T | '' | null>()
    .superRefine((value, ctx) => {
      if (value === null || value === '') return;
      const problem = validate(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { code: problem } });
    })
    .optional();
}

/** EAN-8 or EAN-13 with a valid check digit. */
export const eanField = checked<string>(validateEan);
/** UPC-A, 12 digits with a valid check digit. */
export const upcField = checked<string>(validateUpc);
/** The code on the item for the warehouse scanner: printable ASCII, 1–48 characters, no space at either end. */
export const barcodeField = checked<string>(validateBarcode);
/** Grams: a whole number 1–100 000. */
export const weightGramsField = checked<number>(validateWeightGrams);
/** Centimetres: more than 0, at most 300, at most one decimal. */
export const dimensionCmField = checked<number>(validateDimensionCm);

/** Only an object is checked; anything else (a list where an object belongs, a string) is left to Medusa's validator. */
const objectOrNothing = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
/** Only a list is checked; anything else is left to Medusa's validator. */
const listOrNothing = (value: unknown) => (Array.isArray(value) ? value : undefined);
const listOf = <T extends z.ZodType>(item: T) => z.preprocess(listOrNothing, z.array(item).optional());

const measures = {
  weight: weightGramsField,
  length: dimensionCmField,
  height: dimensionCmField,
  width: dimensionCmField,
};

/** A variant's codes and measures, created or updated (`variants[i]`, `POST /admin/products/:id/variants[/:variant_id]`). */
export const ProductVariantFieldsSchema = z.preprocess(objectOrNothing, z.looseObject({ ean: eanField, upc: upcField, barcode: barcodeField, ...measures }));
export type ProductVariantFields = z.infer<typeof ProductVariantFieldsSchema>;

/** A product's measures and its variants', created or updated (`POST /admin/products`, `POST /admin/products/:id`). */
export const ProductFieldsSchema = z.preprocess(objectOrNothing, z.looseObject({ ...measures, variants: listOf(ProductVariantFieldsSchema) }));
export type ProductFields = z.infer<typeof ProductFieldsSchema>;

/** Medusa's batch bodies: `{ create: [...], update: [...], delete: [ids] }`. */
const batchOf = <T extends z.ZodType>(item: T) => z.preprocess(objectOrNothing, z.looseObject({ create: listOf(item), update: listOf(item) }));

/** `POST /admin/products/batch`. */
export const ProductBatchFieldsSchema = batchOf(ProductFieldsSchema);
/** `POST /admin/products/:id/variants/batch`. */
export const ProductVariantBatchFieldsSchema = batchOf(ProductVariantFieldsSchema);

/** The message keys these schemas answer with (the backend's catalogue has them in both languages). */
export const PRODUCT_FIELD_MESSAGE_KEYS = ['invalid_ean', 'invalid_upc', 'invalid_barcode', 'invalid_weight', 'invalid_dimension'] as const;

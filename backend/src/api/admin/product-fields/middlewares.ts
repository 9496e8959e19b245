import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import {
  PRODUCT_FIELDS,
  ProductBatchFieldsSchema,
  ProductFieldsSchema,
  ProductVariantBatchFieldsSchema,
  ProductVariantFieldsSchema,
  VARIANT_FIELDS,
} from "@electroshop/contracts/product-fields"
import { parseOr400 } from "../../../lib/http/validation"

/**
 * The product fields the warehouse needs (§3, issue 36) on Medusa's own admin
 * routes that save them: a variant's `ean`, `upc`, `barcode`, and a product's
 * and variant's `weight` (grams), `length`, `width`, `height` (centimetres).
 * A bad value is the shop's field-level 400 in the shop language
 * (`variants.0.ean: …`), before Medusa's validator, which would take 1.5 g or
 * any string as a code. Only these fields are read: the body is neither
 * replaced nor copied to `validatedBody`, so Medusa's validator that runs next
 * still checks (and keeps) all the rest. One change is made in place: an empty
 * string in one of these fields becomes null, so that it clears the field
 * (Medusa would store '' as a code, and its unique index on `ean`, `upc` and
 * `barcode` would then refuse the next variant left empty the same way).
 */
export function checkProductFields(schema: z.ZodTypeAny, clearEmpty: (body: unknown) => void) {
  return function productFields(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    try {
      parseOr400(schema, req.body)
      clearEmpty(req.body)
    } catch (error) {
      return next(error)
    }
    next()
  }
}

type Body = Record<string, unknown>
const isObject = (value: unknown): value is Body => Boolean(value) && typeof value === "object" && !Array.isArray(value)
const each = (list: unknown, clear: (item: unknown) => void) => Array.isArray(list) && list.forEach(clear)
const emptyToNull = (fields: readonly string[]) => (item: unknown) => {
  if (isObject(item)) for (const field of fields) if (item[field] === "") item[field] = null
}
const clearVariant = emptyToNull(VARIANT_FIELDS)
const clearProductOnly = emptyToNull(PRODUCT_FIELDS)
const clearProduct = (body: unknown) => {
  clearProductOnly(body)
  if (isObject(body)) each(body.variants, clearVariant)
}
/** Medusa's batch bodies: `{ create: [...], update: [...], delete: [ids] }`. */
const clearBatch = (clear: (item: unknown) => void) => (body: unknown) => {
  if (isObject(body)) for (const list of [body.create, body.update]) each(list, clear)
}

/** One path segment that is an id, not one of Medusa's fixed sub-routes at the same depth. */
const id = (reserved: string[]) => `(?!(?:${reserved.join("|")})\\/?$)[^/]+`

const product = { schema: ProductFieldsSchema, clearEmpty: clearProduct }
const variant = { schema: ProductVariantFieldsSchema, clearEmpty: clearVariant }

/**
 * The routes, all POST. Their matchers are regular expressions on purpose:
 * Medusa registers its own middlewares before the project's, and among
 * matchers of the same kind the first registered runs first, so a string
 * matcher (`/admin/products/:id`) would run after Medusa's validator, which
 * answers its own English 400 for a string where a number belongs. Regular
 * expressions run before every string matcher with segments, after the global
 * ones (the staff guard still decides first). Express tests them against the
 * path without the query; like its string routes they ignore case and take
 * an optional trailing slash.
 */
export const PRODUCT_FIELD_ROUTES: { matcher: RegExp; schema: z.ZodTypeAny; clearEmpty: (body: unknown) => void }[] = [
  // POST /admin/products: the product's measures and its variants'.
  { matcher: /^\/admin\/products\/?$/i, ...product },
  // POST /admin/products/batch: create and update products (with their variants).
  { matcher: /^\/admin\/products\/batch\/?$/i, schema: ProductBatchFieldsSchema, clearEmpty: clearBatch(clearProduct) },
  // POST /admin/products/:id (not …/batch, …/export, …/import, …/imports).
  { matcher: new RegExp(`^\\/admin\\/products\\/${id(["batch", "export", "import", "imports"])}\\/?$`, "i"), ...product },
  // POST /admin/products/:id/variants: one new variant.
  { matcher: /^\/admin\/products\/[^/]+\/variants\/?$/i, ...variant },
  // POST /admin/products/:id/variants/batch: create and update variants.
  { matcher: /^\/admin\/products\/[^/]+\/variants\/batch\/?$/i, schema: ProductVariantBatchFieldsSchema, clearEmpty: clearBatch(clearVariant) },
  // POST /admin/products/:id/variants/:variant_id (not …/batch).
  { matcher: new RegExp(`^\\/admin\\/products\\/[^/]+\\/variants\\/${id(["batch"])}\\/?$`, "i"), ...variant },
]

export const adminProductFieldMiddlewares: MiddlewareRoute[] = PRODUCT_FIELD_ROUTES.map(({ matcher, schema, clearEmpty }) => ({
  matcher,
  methods: ["POST"],
  middlewares: [checkProductFields(schema, clearEmpty)],
}))

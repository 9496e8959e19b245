import { z } from "@medusajs/framework/zod"
import { normalizeBoost } from "../../../modules/type-category/boost"
import { RESERVED_PATHS, SEGMENT, normalizeSegment } from "../../../modules/type-category/paths"

const issue = (ctx: z.RefinementCtx, code: string, message: string) => ctx.addIssue({ code: "custom", message, params: { code } })

/** Optional text: "" and null both clear the value. */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === "" ? null : v.trim()))

/** A storefront path segment (seo_name, url_path); empty clears it. */
const pathSegment = z
  .string()
  .max(200)
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined
    if (v === null || v.trim() === "") return null
    const segment = normalizeSegment(v)
    if (!SEGMENT.test(segment)) {
      issue(ctx, "invalid_path", "must be one lowercase URL segment: letters a-z, digits and dashes")
      return z.NEVER
    }
    if (RESERVED_PATHS.includes(segment)) {
      issue(ctx, "path_taken", `'${segment}' is reserved by the storefront`)
      return z.NEVER
    }
    return segment
  })

const boost = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined
    const normalized = normalizeBoost(v)
    if (normalized === null) {
      issue(ctx, "not_decimal", "must be a non-negative decimal number (e.g. 1 or 1.5)")
      return z.NEVER
    }
    return normalized
  })

const photo = optionalText(2000).refine((v) => v == null || /^(https?:\/\/\S+|\/\S+|[\w.-]+)$/.test(v), {
  message: "must be an http(s) URL, a path or a file id",
  params: { code: "invalid" },
})

/** The shop's extension fields; every one optional (defaults come from the model). */
export const ExtensionFields = {
  seo_name: pathSegment,
  for_display: z.boolean().optional(),
  for_buyout: z.boolean().optional(),
  for_service: z.boolean().optional(),
  filterable: z.boolean().optional(),
  manufacturers: z
    .array(z.string().trim().min(1).max(100))
    .max(200)
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v)])),
  photo,
  type_device: optionalText(100),
  url_path: pathSegment,
  meilisearch_boost: boost,
}

/** Medusa keeps descriptions non-null: empty clears to "". */
const description = z
  .string()
  .max(5000)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : (v ?? "").trim()))

const name = z.string().trim().min(1, "is required").max(255)
const handle = z
  .string()
  .trim()
  .max(200)
  .optional()
  .refine((v) => !v || SEGMENT.test(v), { message: "must be lowercase letters, digits and dashes", params: { code: "invalid_path" } })
  // Empty = keep (update) or generate from the name (create).
  .transform((v) => v || undefined)

export const CreateTypeCategory = z.object({
  name,
  handle,
  description,
  is_active: z.boolean().optional(),
  /**
   * Parent category id; null = top level. A new category becomes the last
   * child of its parent (missing: top level); a changed parent moves the
   * category to the end of the new parent's children.
   */
  parent_id: z.string().min(1).nullable().optional(),
  ...ExtensionFields,
})
export type CreateTypeCategory = z.infer<typeof CreateTypeCategory>

/** The create body with the name optional too (every other field already is): only the fields sent change. */
export const UpdateTypeCategory = CreateTypeCategory.partial({ name: true })
export type UpdateTypeCategory = z.infer<typeof UpdateTypeCategory>

/**
 * `target` is a sibling (position `left` = before it, `right` = after it) or
 * the new parent (`first-child`, `last-child`); a null target with
 * `first-child`/`last-child` means the top level.
 */
export const MOVE_POSITIONS = ["left", "right", "first-child", "last-child"] as const
export const MoveTypeCategory = z
  .object({
    target: z.string().min(1).nullable(),
    position: z.enum(MOVE_POSITIONS),
  })
  .superRefine((v, ctx) => {
    if (v.target === null && (v.position === "left" || v.position === "right")) {
      ctx.addIssue({ code: "custom", path: ["target"], message: "a sibling is required for left/right", params: { code: "required" } })
    }
  })
export type MoveTypeCategory = z.infer<typeof MoveTypeCategory>

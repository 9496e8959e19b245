import { z } from "zod"
import { BUYOUT_STATUSES, CONDITION_KINDS, CONDITION_TYPES, GRADES } from "@electroshop/contracts/buyout"
import { needsOfferedPrice, parseBonusPercent, parseSignedAmount, parseWholeAmount } from "../../lib/buyout-status"

/**
 * The catalogue's forms, checked before anything is sent (the server checks
 * again). Messages are translation keys, shown through `useZodForm().error`.
 */
const REQUIRED = "buyouts.catalogue.required"
const INVALID_AMOUNT = "buyouts.catalogue.invalid_amount"
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
/** "No linked product" in the product select (Radix Select items cannot have an empty value). */
export const NO_PRODUCT = "none"

const text = (max: number) => z.string().trim().min(1, REQUIRED).max(max, REQUIRED)
const slug = z.string().trim().regex(SLUG, "buyouts.catalogue.invalid_slug")
const amount = (parse: (raw: string) => number | null) =>
  z.string().transform((raw, ctx) => {
    const value = parse(raw)
    if (value === null) {
      ctx.addIssue({ code: "custom", message: INVALID_AMOUNT })
      return z.NEVER
    }
    return value
  })

export const newModelSchema = z.object({
  value: slug,
  label: text(200),
  device_type_id: z.string().min(1, REQUIRED),
  manufacturer_id: z.string().min(1, REQUIRED),
  minimal_buyout_price: amount(parseWholeAmount),
})

export const newColorSchema = z.object({ slug, label: text(200) })

export const newResultSchema = z.object({
  quality: z.enum(["", ...GRADES]).transform((q) => (q === "" ? null : q)),
  price: amount(parseWholeAmount),
})

export const newConditionSchema = z.object({
  name: text(200),
  type: z.enum(CONDITION_TYPES),
  kind: z.enum(["", ...CONDITION_KINDS]).transform((k) => (k === "" ? null : k)),
})

export const newChoiceSchema = z.object({
  label: text(200),
  appraisal_result_id: z.string().transform((id) => (id ? Number(id) : null)),
  price_correction: amount(parseSignedAmount),
})

export const modelSettingsSchema = z.object({
  minimal_buyout_price: amount(parseWholeAmount),
  max_bonus_percent: z.string().transform((raw, ctx) => {
    const value = parseBonusPercent(raw)
    if (value === null) {
      ctx.addIssue({ code: "custom", message: "buyouts.catalogue.invalid_bonus" })
      return z.NEVER
    }
    // 0 means "no bonus", stored as null
    return value || null
  }),
  product_id: z.string().transform((id) => (id === NO_PRODUCT ? null : id)),
  is_active: z.boolean(),
})

/** A status change; a re-offer needs the new price (whole amount). */
export const statusChangeSchema = z
  .object({
    status: z.enum(["", ...BUYOUT_STATUSES]),
    note: z.string().max(2000),
    offered_price: z.string(),
  })
  .transform((form, ctx) => {
    if (!form.status) {
      ctx.addIssue({ code: "custom", path: ["status"], message: "buyouts.status_change.choose" })
      return z.NEVER
    }
    const note = form.note.trim()
    if (!needsOfferedPrice(form.status)) return { status: form.status, ...(note ? { note } : {}) }
    const offered_price = parseWholeAmount(form.offered_price)
    if (offered_price === null) {
      ctx.addIssue({ code: "custom", path: ["offered_price"], message: "buyouts.status_change.offered_price_required" })
      return z.NEVER
    }
    return { status: form.status, offered_price, ...(note ? { note } : {}) }
  })

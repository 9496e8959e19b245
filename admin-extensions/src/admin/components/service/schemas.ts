import { z } from "zod"
import { OPERATION_CODES, PART_QUALITIES, type PartQuality } from "@electroshop/contracts/service"

/** A whole number typed into a text field (prices in whole CZK/RON, minutes, months). */
export const whole = z
  .string()
  .trim()
  .regex(/^\d{1,7}$/, "service.prices.whole_number")
  .transform(Number)

/** The same, or empty for "none". */
const optionalWhole = z
  .string()
  .trim()
  .regex(/^\d{0,7}$/, "service.prices.whole_number")
  .transform((value) => (value === "" ? null : Number(value)))

/** The edit drawer's fields. */
export const operationEditSchema = z.object({
  name: z.string().trim().min(1, "service.prices.required").max(200),
  duration_minutes: whole,
  is_available: z.boolean(),
  options: z.array(z.object({ quality: z.enum(PART_QUALITIES), price: whole, warranty_months: whole })),
})

/**
 * The new operation's fields: each part quality's price is optional, its
 * warranty required with it; at least one quality must have a price.
 */
export const operationCreateSchema = z
  .object({
    code: z.enum(OPERATION_CODES, { message: "service.prices.required" }),
    name: z.string().trim().min(1, "service.prices.required").max(200),
    duration_minutes: whole,
    is_available: z.boolean(),
    parts: z.array(z.object({ quality: z.enum(PART_QUALITIES), price: optionalWhole, warranty_months: whole })),
  })
  .superRefine((body, ctx) => {
    if (!body.parts.some((p) => p.price !== null))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["parts", 0, "price"], message: "service.prices.one_part" })
  })
  .transform(({ parts, ...body }) => ({
    ...body,
    part_options: parts
      .filter((p): p is { quality: PartQuality; price: number; warranty_months: number } => p.price !== null)
      .map((p) => ({ quality: p.quality, price: p.price, warranty_months: p.warranty_months })),
  }))

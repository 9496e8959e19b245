import { z } from "@medusajs/framework/zod"
import { t } from "../shop/messages"
import { ShopError, type FieldErrors } from "./errors"

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value && typeof value === "object" ? (value as any)[key] : undefined), input)
}

/**
 * Field errors of a failed zod parse in the shop language, `{ <field>: [msg] }`,
 * with a code per field for clients that translate themselves (the admin).
 * A refinement names its code with `params: { code }` and may name a
 * catalogue key as its message (e.g. `invalid_iso_date`); other issues get
 * the generic form messages.
 */
export function zodFieldErrors(issues: z.ZodIssue[], input: unknown): { errors: FieldErrors; error_codes: Record<string, string> } {
  const errors: Record<string, string[]> = {}
  const error_codes: Record<string, string> = {}
  const expanded = issues.flatMap((issue): z.ZodIssue[] =>
    // A strict schema's unknown keys: each is a field of its own.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ ...issue, path: [...issue.path, key], params: { code: "unknown_field" } }) as z.ZodIssue)
      : [issue],
  )
  for (const issue of expanded) {
    const field = issue.path.map(String).join(".") || "body"
    const value = valueAt(input ?? {}, issue.path)
    const missing = value === undefined || value === null || value === ""
    let message: string
    if (missing) message = t("required")
    else if (issue.code === "too_big" && typeof value === "string") message = t("max_length", { maxlength: Number((issue as any).maximum) })
    // A schema's own message for a too-short text (search's "at least 2 characters") wins over the generic one.
    else if (issue.code === "too_small" && typeof value === "string")
      message = t(issue.message) !== issue.message ? t(issue.message) : t("min_length", { minlength: Number((issue as any).minimum) })
    else if (issue.code === "too_small" && typeof value === "number") message = t("min_value", { minValue: Number((issue as any).minimum) })
    else if (issue.code === "too_big" && typeof value === "number") message = t("max_value", { maxValue: Number((issue as any).maximum) })
    else if (t(issue.message) !== issue.message) message = t(issue.message)
    else message = t("invalid_request")
    const list = (errors[field] ??= [])
    if (!list.includes(message)) list.push(message)
    error_codes[field] ??= (issue as any).params?.code ?? (missing ? "required" : issue.code === "too_big" ? "too_long" : "invalid")
  }
  return { errors, error_codes }
}

/**
 * Parses input with a zod schema; a failure throws the shop's 400
 * `{ message: "<field>: <msg>; …", code: "validation_error", errors, error_codes }`.
 * The `validateBody` / `validateQuery` middlewares use it; a route calls it
 * itself only where the input is not the plain body (an uploaded file).
 */
export function parseOr400<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const { errors, error_codes } = zodFieldErrors(result.error.issues, input)
  throw ShopError.validation(errors, { error_codes })
}

/** A single query value: Express gives arrays for repeated parameters; the first one counts, and an empty one is none. */
export const queryValue = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((value) => {
    const first = Array.isArray(value) ? value[0] : value
    return first === "" ? undefined : first
  }, schema)

// Integers that fit a PostgreSQL `integer` column; shared with the request schemas of the contracts.
export { INT32_MAX, int32, queryInt } from "@electroshop/contracts"

/** `YYYY-MM-DD` (optionally followed by a time) naming a day that exists: `2024-13-45` and `2024-02-30` match the pattern but not the calendar. */
export const calendarDate = (message: string) =>
  z.string().refine((value) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(value)
    if (!match) return false
    const [year, month, day] = match.slice(1, 4).map(Number)
    const date = new Date(Date.UTC(year, month - 1, day))
    const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    return sameDay && (!match[4] || !Number.isNaN(new Date(value).getTime()))
  }, message)

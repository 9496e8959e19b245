import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"

/**
 * Parses input with a zod schema or throws Medusa's 400 INVALID_DATA whose
 * message names every failing field, so clients can show field-level errors.
 */
export function parseOr400<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const message = result.error.issues
    .map((issue) => `${issue.path.join(".") || "body"}: ${issue.message}`)
    .join("; ")
  throw new MedusaError(MedusaError.Types.INVALID_DATA, message)
}

/** PostgreSQL `integer` columns (positions, prices, ids of appraisal results) hold −2³¹…2³¹−1. */
export const INT32_MAX = 2_147_483_647

/** An integer that fits an `integer` column, so an overflow fails validation with its field named instead of the insert. */
export const int32 = () => z.number().int().min(-INT32_MAX - 1).max(INT32_MAX)

/** An integer from a query string (offset, limit, page) within the same range. */
export const queryInt = () => z.coerce.number().int().max(INT32_MAX)

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

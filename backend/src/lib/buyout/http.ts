import type { z } from "@medusajs/framework/zod"
import { BuyoutHttpError, type FieldErrors } from "./errors"
import { t } from "./messages"

/**
 * Field errors of a failed zod parse, `{ <field>: [msg] }`, in the shop
 * language. A refinement may name a catalogue key as its message (e.g.
 * `invalid_iso_date`); other issues get the generic form messages.
 */
export function zodFieldErrors(issues: z.ZodIssue[], input: unknown): FieldErrors {
  const errors: FieldErrors = {}
  const source = (input ?? {}) as Record<string, unknown>
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body"
    const value = source[String(issue.path[0])]
    let message: string
    if (value === undefined || value === null || value === "") message = t("required")
    else if (issue.code === "too_big" && typeof value === "string") message = t("max_length", { maxlength: Number((issue as any).maximum) })
    else if (issue.code === "too_small" && typeof value === "number") message = t("min_value", { minValue: Number((issue as any).minimum) })
    else if (issue.code === "too_big" && typeof value === "number") message = t("max_value", { maxValue: Number((issue as any).maximum) })
    else if (t(issue.message) !== issue.message) message = t(issue.message)
    else message = t("invalid_request")
    const list = ((errors[field] as string[]) ??= [])
    if (!list.includes(message)) list.push(message)
  }
  return errors
}

/**
 * Parses query parameters or a body with a zod schema; failures answer 400
 * `{ message, code: "validation_error", errors: { <field>: [msg] } }` in the
 * shop language, like every buy-out 400.
 */
export function parseOr400<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  throw new BuyoutHttpError(400, { message: t("form_invalid"), code: "validation_error", errors: zodFieldErrors(result.error.issues, input) })
}

/** A single query value: Express gives arrays for repeated parameters; the first one counts. */
export function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return first(value[0])
  return typeof value === "string" ? value : undefined
}

export function queryOf(query: Record<string, unknown>, keys: string[]): Record<string, string | undefined> {
  return Object.fromEntries(keys.map((k) => [k, first(query[k])]).filter(([, v]) => v !== undefined && v !== ""))
}

import type { MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"

/**
 * Field errors of the category API. Every 400 answers
 * `{ message, code: "validation_error", errors: { <field>: [message] }, error_codes: { <field>: <code> } }`:
 * `errors` is readable English, `error_codes` lets the admin show the
 * message in the staff member's language.
 */
export type CategoryErrorCode =
  | "required"
  | "invalid"
  | "too_long"
  | "not_decimal"
  | "invalid_path"
  | "path_taken"
  | "not_found"
  | "descendant"
  | "empty_selection"

export type FieldError = { field: string; code: CategoryErrorCode; message: string }

export class CategoryHttpError extends Error {
  // A plain marker property: workflow engines re-throw serialised copies, so `instanceof` is not reliable.
  readonly category_http_error = true
  readonly status: number
  readonly fields: FieldError[]

  constructor(fields: FieldError[], status = 400) {
    super(fields.map((f) => `${f.field}: ${f.message}`).join("; "))
    this.name = "CategoryHttpError"
    this.status = status
    this.fields = fields
  }
}

export const fieldError = (field: string, code: CategoryErrorCode, message: string) =>
  new CategoryHttpError([{ field, code, message }])

function isCategoryHttpError(error: unknown): error is { status: number; fields: FieldError[]; message: string } {
  return Boolean(error && typeof error === "object" && (error as any).category_http_error === true)
}

export function errorBody(fields: FieldError[]) {
  const errors: Record<string, string[]> = {}
  const error_codes: Record<string, string> = {}
  for (const f of fields) {
    ;(errors[f.field] ??= []).push(f.message)
    error_codes[f.field] ??= f.code
  }
  return { message: fields.map((f) => `${f.field}: ${f.message}`).join("; "), code: "validation_error", errors, error_codes }
}

/** Runs a route handler and answers a CategoryHttpError with its field errors; anything else goes to Medusa's handler. */
export async function withCategoryErrors(res: MedusaResponse, handler: () => Promise<unknown>): Promise<void> {
  try {
    await handler()
  } catch (error) {
    if (isCategoryHttpError(error)) {
      res.status(error.status).json(errorBody(error.fields))
      return
    }
    throw error
  }
}

/** Parses input with a zod schema or throws a CategoryHttpError naming each failing field. */
export function parseFields<T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {})
  if (result.success) return result.data
  const source = (input ?? {}) as Record<string, unknown>
  const fields: FieldError[] = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join(".") || "body"
    const value = source[String(issue.path[0])]
    const custom = (issue as any).params?.code as CategoryErrorCode | undefined
    const code: CategoryErrorCode = custom
      ? custom
      : value === undefined || value === null || (value === "" && issue.code === "too_small")
        ? "required"
        : issue.code === "too_big"
          ? "too_long"
          : "invalid"
    return { field, code, message: issue.message }
  })
  throw new CategoryHttpError(fields)
}

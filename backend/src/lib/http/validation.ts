import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"

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

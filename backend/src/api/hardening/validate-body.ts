import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { zodFieldErrors } from "../../lib/buyout/http"

/**
 * Like Medusa's `validateAndTransformBody` (sets `req.validatedBody`), but a
 * failure answers the project's field-level 400 in the shop language,
 * `{ message: "<field>: <msg>; …", code: "validation_error", errors }`, not
 * Medusa's single English sentence that names only the first field.
 */
export function validateBody(schema: z.ZodTypeAny) {
  return (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(req.body ?? {})
    if (result.success) {
      req.validatedBody = result.data
      return next()
    }
    const errors = zodFieldErrors(result.error.issues, req.body)
    const message = Object.entries(errors)
      .map(([field, messages]) => `${field}: ${[messages].flat().join(" ")}`)
      .join("; ")
    res.status(400).json({ message, code: "validation_error", errors })
  }
}

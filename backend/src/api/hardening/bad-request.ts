import type { MedusaResponse } from "@medusajs/framework/http"
import { t } from "../../lib/buyout/messages"

/**
 * The project's 400 body, `{ message, code: "validation_error", errors: { <field>: [message] } }`,
 * for input the global layer refuses before (or instead of) a route's own validation.
 */
export function badRequestBody(field: string, message: string) {
  return { message: `${field}: ${message}`, code: "validation_error", errors: { [field]: [message] } }
}

export function sendBadRequest(res: MedusaResponse, field: string, messageKey: string): void {
  res.status(400).json(badRequestBody(field, t(messageKey)))
}

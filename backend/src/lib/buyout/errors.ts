import type { MedusaResponse } from "@medusajs/framework/http"

/**
 * Field errors grouped like the payload: `{ customer_data: { e_mail: [msg] } }`
 * for nested groups, `{ e_mail: [msg] }` for top-level fields.
 */
export type FieldErrors = Record<string, string[] | Record<string, string[]>>

export type BuyoutErrorBody = {
  message: string
  /** Machine-readable reason, e.g. `validation_error`, `appraisal_version_changed`, `cannot_buyout`. */
  code: string
  errors?: FieldErrors
  [extra: string]: unknown
}

/**
 * An error that becomes an HTTP response with a given status and body. Thrown
 * from routes, services and workflow steps; a workflow serialises thrown
 * errors with their own properties, so the fields survive the engine and
 * `sendBuyoutError` recognises them by `buyout_http_error`.
 */
export class BuyoutHttpError extends Error {
  readonly buyout_http_error = true
  readonly status: number
  readonly body: BuyoutErrorBody

  constructor(status: number, body: BuyoutErrorBody) {
    super(body.message)
    this.name = "BuyoutHttpError"
    this.status = status
    this.body = body
  }
}

export function isBuyoutHttpError(error: unknown): error is { status: number; body: BuyoutErrorBody } {
  return Boolean(error && typeof error === "object" && (error as any).buyout_http_error === true)
}

/** Runs a handler and answers a BuyoutHttpError with its status and body; anything else goes to Medusa's error handler. */
export async function withBuyoutErrors(res: MedusaResponse, handler: () => Promise<unknown>): Promise<void> {
  try {
    await handler()
  } catch (error) {
    if (isBuyoutHttpError(error)) {
      if (error.status === 429 && typeof error.body.retry_after === "number") {
        res.setHeader("Retry-After", String(error.body.retry_after))
      }
      res.status(error.status).json(error.body)
      return
    }
    throw error
  }
}

/** Drops empty groups so that only fields with an error are present. */
export function compactErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {}
  for (const [key, value] of Object.entries(errors)) {
    if (Array.isArray(value)) {
      if (value.length) out[key] = value
    } else if (value && Object.keys(value).length) {
      out[key] = value
    }
  }
  return out
}

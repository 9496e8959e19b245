import type { ApiErrorBody, FieldErrors } from "@electroshop/contracts/errors"

export type { FieldErrors }

/** Every error answer of the shop's own routes: the contracts' body, with what the backend adds. */
export type ErrorBody = ApiErrorBody & {
  /** Per field, a code the admin translates (`required`, `invalid_path`…); present on validation errors. */
  error_codes?: Record<string, string>
  /** Seconds, with 429: also sent as `Retry-After`. */
  retry_after?: number
}

/**
 * An error that becomes an HTTP answer with this status and body, whoever
 * throws it: a route, a middleware, a service or a workflow step. The
 * workflow engine re-throws serialised copies (own properties only, no
 * prototype), so the answer is recognised by the `shop_error` property,
 * never by `instanceof`.
 */
export class ShopError extends Error {
  readonly shop_error = true
  readonly status: number
  readonly body: ErrorBody

  constructor(status: number, body: ErrorBody) {
    super(body.message)
    this.name = "ShopError"
    this.status = status
    this.body = body
  }

  static notFound(message: string) {
    return new ShopError(404, { message, code: "not_found" })
  }

  /** 400 `validation_error`; the message names every field, `"<field>: <msg>; …"`. */
  static validation(errors: FieldErrors, extra: { message?: string; error_codes?: Record<string, string> } = {}) {
    const message =
      extra.message ??
      Object.entries(errors)
        .map(([field, messages]) => `${field}: ${(Array.isArray(messages) ? messages : Object.values(messages).flat()).join(" ")}`)
        .join("; ")
    return new ShopError(400, { ...extra, message, code: "validation_error", errors })
  }
}

export function isShopError(error: unknown): error is { status: number; body: ErrorBody } {
  return Boolean(error && typeof error === "object" && (error as { shop_error?: unknown }).shop_error === true)
}

/** A partner's refusal or absence (each client's error class extends it, so the installment flow handles every partner alike). */
export class PartnerError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number | null,
  ) {
    super(message)
    this.name = new.target.name
  }
}

/**
 * One JSON call to a payment partner's API (Comgate, Home Credit): a timeout,
 * JSON in and out, the answer's body. An unreachable partner, an answer that
 * is not JSON, an HTTP error or what `refused` says is a refusal is thrown
 * through `fail`, so each client keeps its own error class for its callers.
 */
export async function callPartnerJson(
  url: string,
  init: {
    method: string
    headers?: Record<string, string>
    json?: unknown
    /** The partner's name for messages, e.g. "Comgate". */
    partner: string
    /** A refusal the partner answers with HTTP 200 (Comgate's `code` ≠ 0). */
    refused?: (body: Record<string, unknown>) => boolean
    fail: (message: string, httpStatus: number | null, body?: Record<string, unknown>) => Error
  },
): Promise<Record<string, unknown>> {
  let res: Response
  try {
    res = await fetch(url, {
      method: init.method,
      headers: {
        accept: "application/json",
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw init.fail(`${init.partner} cannot be reached: ${(error as Error).message}`, null)
  }
  const text = await res.text()
  let body: Record<string, unknown>
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    throw init.fail(`${init.partner} answered ${res.status} with no JSON`, res.status)
  }
  if (!res.ok || init.refused?.(body)) {
    const message = `${init.partner} refused ${init.method} ${new URL(url).pathname}: ${res.status} ${String(body.message ?? "")}`.trim()
    throw init.fail(message, res.status, body)
  }
  return body
}

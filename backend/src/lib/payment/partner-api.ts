/**
 * One JSON call to a payment partner's API (Comgate, Home Credit): a timeout,
 * JSON in and out. The partner's own client decides what a refusal is; an
 * unreachable partner or an answer that is not JSON is thrown through `fail`,
 * so each client keeps its own error class for its callers.
 */
export async function callPartnerJson(
  url: string,
  init: {
    method: string
    headers?: Record<string, string>
    json?: unknown
    /** The partner's name for messages, e.g. "Comgate". */
    partner: string
    fail: (message: string, httpStatus: number | null) => Error
  },
): Promise<{ status: number; ok: boolean; body: Record<string, unknown> }> {
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
  try {
    return { status: res.status, ok: res.ok, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
  } catch {
    throw init.fail(`${init.partner} answered ${res.status} with no JSON`, res.status)
  }
}

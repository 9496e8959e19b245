import { readApiError, type ApiError as ApiErrorReading } from "@electroshop/contracts/errors"
import Medusa from "@medusajs/js-sdk"

const BACKEND_URL = (typeof __BACKEND_URL__ !== "undefined" && __BACKEND_URL__) || "/"

/**
 * The one admin API client of this plugin: Medusa's JS SDK, as the dashboard
 * uses it. Staff are logged in with a session cookie, so requests reuse it
 * (`auth.type: "session"`). Medusa's own endpoints go through `sdk.admin.*`,
 * the shop's through `api()` below.
 *
 * `__BACKEND_URL__` is filled in by the Medusa application's admin build from
 * `admin.backendUrl` in medusa-config ("/" = same origin as the dashboard).
 */
export const sdk = new Medusa({
  baseUrl: BACKEND_URL,
  auth: {
    type: "session",
  },
})

/**
 * A failed call with the whole error body kept (the SDK's `FetchError` keeps
 * only the message). `reading` is the contracts' one reading of any error body
 * (`{ message, code, errors }`, Medusa's `{ type, message }`, nothing at all):
 * field errors by dotted path, the code, reason-specific extras.
 */
export class ApiError extends Error {
  readonly reading: ApiErrorReading
  constructor(
    readonly status: number,
    readonly body: unknown = {},
  ) {
    const reading = readApiError(body, `HTTP ${status}`)
    super(reading.message)
    this.reading = reading
  }
}

type ApiInit = {
  method?: "GET" | "POST" | "DELETE"
  body?: unknown
  /** A list value repeats its key (`?order_id=a&order_id=b`). */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>
  /** A request's own headers, e.g. a supervisor's approval (lib/supervisor-approval.ts). */
  headers?: Record<string, string>
}

/** The request of a call of the shop's own admin API, with the SDK's base URL, session cookie and locale; a refusal is thrown as an ApiError with its body. */
async function send(path: string, init: ApiInit, accept: string): Promise<Response> {
  const url = new URL(path.replace(/^\//, ""), new URL(BACKEND_URL.endsWith("/") ? BACKEND_URL : `${BACKEND_URL}/`, window.location.origin))
  for (const [key, value] of Object.entries(init.query ?? {}))
    for (const item of [value].flat()) if (item !== undefined && item !== "") url.searchParams.append(key, String(item))
  const multipart = init.body instanceof FormData
  const res = await fetch(url, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: {
      accept,
      ...(init.body === undefined || multipart ? {} : { "content-type": "application/json" }),
      ...(sdk.getLocale() ? { "x-medusa-locale": sdk.getLocale() } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : multipart ? (init.body as FormData) : JSON.stringify(init.body),
  })
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})))
  return res
}

/**
 * A call of the shop's own admin API, with the SDK's base URL and session
 * cookie. It does not go through `sdk.client.fetch` because js-sdk 2.21's
 * `FetchError` drops the error body, and the forms need its per-field
 * `errors` (and the price import its `missing` columns). JSON bodies are sent
 * as JSON, `FormData` (file uploads) as multipart.
 */
export async function api<T>(path: string, init: ApiInit = {}): Promise<T> {
  const res = await send(path, init, "application/json")
  return (await res.json().catch(() => ({}))) as T
}

/**
 * A file of the shop's own admin API (a PDF of parcel labels), read as a Blob: the same URL, cookie
 * and locale as `api()`, and a refusal (answered in JSON) thrown as the same ApiError with its body.
 */
export async function apiBlob(path: string, init: Pick<ApiInit, "query" | "headers"> = {}): Promise<Blob> {
  const res = await send(path, init, "application/pdf, application/json;q=0.9, */*;q=0.8")
  return res.blob()
}

/** A CSV import of the shop's admin API: the file as multipart `file`, the answer or an ApiError with the refusal (missing columns, per-row errors). */
export function uploadCsv<T>(path: string, file: File): Promise<T> {
  const body = new FormData()
  body.append("file", file)
  return api<T>(path, { method: "POST", body })
}

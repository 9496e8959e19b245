import { CdnNotConfiguredError, CdnPurgeFailedError } from "./errors"

export type CdnPurgeOptions = {
  /** Fastly API base; tests point it at scripts/lib/fake-fastly.mjs. */
  apiUrl?: string
  apiToken?: string
  serviceId?: string
  /** Public address served by the CDN; a URL purge of a bare path (`/p/x`) is resolved against it. */
  publicUrl?: string
  /** Milliseconds before a Fastly call is given up. */
  timeoutMs?: number
}

export type PurgeRequest = { mode: "key"; keys: string[]; soft_purge?: boolean } | { mode: "url"; url: string; soft_purge?: boolean } | { mode: "full" }

export type PurgeResult = {
  mode: PurgeRequest["mode"]
  keys?: string[]
  url?: string
  soft_purge: boolean
  /** Fastly's answer: `{ status, id }`, or `{ <key>: <purge id> }` for a batch of keys. */
  fastly: unknown
}

/**
 * Calls Fastly's purge API (https://www.fastly.com/documentation/reference/api/purging/):
 * one key → `POST /service/{id}/purge/{key}`, several → `POST /service/{id}/purge`
 * with the keys in the `Surrogate-Key` header, a URL → `POST /purge/{host/path}`,
 * everything → `POST /service/{id}/purge_all`. `Fastly-Key` carries the token;
 * `Fastly-Soft-Purge: 1` marks objects stale instead of removing them (Fastly
 * has no soft purge-all).
 *
 * The URL purge uses the API form rather than `PURGE <url>` on the edge so the
 * backend only ever talks to the configured API host, whatever URL staff type.
 */
export default class CdnPurgeService {
  protected readonly options_: Required<Pick<CdnPurgeOptions, "apiUrl" | "timeoutMs">> & CdnPurgeOptions

  constructor(_container: Record<string, unknown>, options: CdnPurgeOptions = {}) {
    this.options_ = {
      ...options,
      apiUrl: (options.apiUrl || "https://api.fastly.com").replace(/\/+$/, ""),
      timeoutMs: options.timeoutMs ?? 10_000,
    }
  }

  isConfigured(): boolean {
    return Boolean(this.options_.apiToken && this.options_.serviceId)
  }

  /** What the admin dialog shows before a purge (never the token). */
  describe() {
    return { configured: this.isConfigured(), provider: "fastly", service_id: this.options_.serviceId ?? null }
  }

  /** `host/path?query` for `POST /purge/{cached_url}`; a bare path is taken relative to the public URL. */
  cachedUrl(input: string): string {
    const absolute = new URL(input, this.options_.publicUrl || "http://localhost")
    return `${absolute.host}${absolute.pathname}${absolute.search}`
  }

  async purge(request: PurgeRequest): Promise<PurgeResult> {
    if (!this.isConfigured()) throw new CdnNotConfiguredError()
    const service = `/service/${encodeURIComponent(this.options_.serviceId!)}`
    const soft = request.mode !== "full" && Boolean(request.soft_purge)

    if (request.mode === "full") {
      return { mode: "full", soft_purge: false, fastly: await this.call(`${service}/purge_all`, {}) }
    }
    if (request.mode === "url") {
      const cached = this.cachedUrl(request.url)
      const fastly = await this.call(`/purge/${cached}`, soft ? { "Fastly-Soft-Purge": "1" } : {})
      return { mode: "url", url: cached, soft_purge: soft, fastly }
    }
    const keys = [...new Set(request.keys)]
    const headers: Record<string, string> = soft ? { "Fastly-Soft-Purge": "1" } : {}
    const fastly =
      keys.length === 1
        ? await this.call(`${service}/purge/${encodeURIComponent(keys[0])}`, headers)
        : await this.call(`${service}/purge`, { ...headers, "Surrogate-Key": keys.join(" ") })
    return { mode: "key", keys, soft_purge: soft, fastly }
  }

  protected async call(path: string, headers: Record<string, string>): Promise<unknown> {
    let response: Response
    try {
      response = await fetch(`${this.options_.apiUrl}${path}`, {
        method: "POST",
        headers: { "Fastly-Key": this.options_.apiToken!, Accept: "application/json", ...headers },
        signal: AbortSignal.timeout(this.options_.timeoutMs),
      })
    } catch (error) {
      throw new CdnPurgeFailedError(`Fastly could not be reached: ${(error as Error).message}`, null)
    }
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {}
    if (!response.ok) {
      const detail = typeof body === "object" && body ? [(body as any).msg, (body as any).detail].filter(Boolean).join(": ") : text
      throw new CdnPurgeFailedError(`Fastly answered ${response.status}${detail ? ` (${detail})` : ""}`, response.status)
    }
    return body
  }
}

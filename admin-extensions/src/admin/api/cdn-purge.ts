import { errorMessage } from "../lib/notify"
import { api } from "../lib/sdk"

/** Admin equivalent of the spec's `POST /api/new/core/fastly/purge` (backend/src/api/admin/cdn/purge/route.ts). */
export type PurgeMode = "key" | "url" | "full"
export type PurgeBody = { mode: PurgeMode; keys?: string[]; url?: string; soft_purge?: boolean }
export type PurgeResult = { purged: true; mode: PurgeMode; keys?: string[]; url?: string; soft_purge: boolean; backend_cache: string[] }
export type CdnStatus = { configured: boolean; provider: string; service_id: string | null; default_keys: string[] }

export const cdnPurgeApi = {
  status: () => api<CdnStatus>("/admin/cdn/purge"),
  purge: (body: PurgeBody) => api<PurgeResult>("/admin/cdn/purge", { method: "POST", body }),
}

/** Keys typed by staff: separated by spaces, commas or new lines; duplicates dropped. */
export function parseKeys(input: string): string[] {
  return [
    ...new Set(
      input
        .split(/[\s,]+/)
        .map((k) => k.trim())
        .filter(Boolean),
    ),
  ]
}

/** 503 from the backend: no FASTLY_API_TOKEN / FASTLY_SERVICE_ID. */
export function isNotConfigured(error: unknown): boolean {
  return !!error && typeof error === "object" && (error as { status?: number }).status === 503
}

/**
 * Title and detail of a failed purge in the dialog's language. "Not
 * configured" gets our own translated explanation: the backend's message is
 * English (it is an operator's log line too) and must not reach Czech or
 * Romanian staff. Other failures keep Fastly's answer as the detail.
 */
type PurgeFailureKey = "cdnPurge.not_configured" | "cdnPurge.not_configured_hint" | "cdnPurge.failed"

export function purgeFailure(error: unknown, t: (key: PurgeFailureKey) => string): { title: string; detail: string | undefined } {
  if (isNotConfigured(error)) return { title: t("cdnPurge.not_configured"), detail: t("cdnPurge.not_configured_hint") }
  return { title: t("cdnPurge.failed"), detail: errorMessage(error) }
}

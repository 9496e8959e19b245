import { sdk } from "../../lib/sdk"

/** Admin equivalent of the spec's `POST /api/new/core/fastly/purge` (backend/src/api/admin/cdn/purge/route.ts). */
export type PurgeMode = "key" | "url" | "full"
export type PurgeBody = { mode: PurgeMode; keys?: string[]; url?: string; soft_purge?: boolean }
export type PurgeResult = { purged: true; mode: PurgeMode; keys?: string[]; url?: string; soft_purge: boolean; backend_cache: string[] }
export type CdnStatus = { configured: boolean; provider: string; service_id: string | null; default_keys: string[] }

export const cdnPurgeApi = {
  status: () => sdk.client.fetch<CdnStatus>("/admin/cdn/purge"),
  purge: (body: PurgeBody) => sdk.client.fetch<PurgeResult>("/admin/cdn/purge", { method: "POST", body }),
}

/** Keys typed by staff: separated by spaces, commas or new lines; duplicates dropped. */
export function parseKeys(input: string): string[] {
  return [...new Set(input.split(/[\s,]+/).map((k) => k.trim()).filter(Boolean))]
}

/** 503 from the backend: no FASTLY_API_TOKEN / FASTLY_SERVICE_ID. */
export function isNotConfigured(error: unknown): boolean {
  return !!error && typeof error === "object" && (error as { status?: number }).status === 503
}

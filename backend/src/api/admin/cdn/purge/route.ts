import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { CDN_PURGE_MODULE, CdnNotConfiguredError, CdnPurgeFailedError, DEFAULT_PURGE_KEYS, type CdnPurgeService } from "../../../../modules/cdn-purge"
import type { PurgeResult } from "../../../../modules/cdn-purge/service"
import { clearBackendCaches } from "../../../../modules/cdn-purge/backend-cache"
import { PAGE_TAGS, purgeStorefrontCache } from "../../../../modules/cdn-purge/storefront-cache"
import type { PurgeBody } from "../validators"

// No contracts domain holds the CDN purge; these are its answers (the admin's api/cdn-purge.ts reads them).
type CdnStatus = ReturnType<CdnPurgeService["describe"]> & { default_keys: readonly string[] }
type Caches = { backend_cache: string[]; storefront_cache: { purged: boolean; removed: number } | { purged: boolean; error: string } }
type CdnPurgeAnswer =
  | ({ purged: true } & PurgeResult & Caches)
  | ({ type: "not_configured"; code: string; message: string } & Caches)
  | ({ type: "purge_failed"; code: string; message: string; upstream_status: number | null } & Caches)

/** Whether a CDN is configured, and the keys the Default tab sends. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse<CdnStatus>) {
  const cdn = req.scope.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  res.json({ ...cdn.describe(), default_keys: DEFAULT_PURGE_KEYS })
}

/**
 * Admin equivalent of the spec's `POST /api/new/core/fastly/purge`:
 * `{ mode: "key" | "url" | "full", keys?, url?, soft_purge? }`.
 * The backend's own caches are cleared first, then the storefront's page cache
 * (by the same keys, which are its tags; a URL or full purge empties all of
 * it), so what the CDN fetches again is fresh.
 */
export async function POST(req: AuthenticatedMedusaRequest<z.infer<typeof PurgeBody>>, res: MedusaResponse<CdnPurgeAnswer>) {
  const body = req.validatedBody
  const cdn = req.scope.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  const backendCache = await clearBackendCaches(req.scope)
  const storefrontTags = body.mode === "key" ? body.keys! : [PAGE_TAGS.all]
  const storefrontCache = await purgeStorefrontCache(storefrontTags).then(
    (removed) => ({ purged: removed.length > 0, removed: removed.reduce((a, b) => a + b, 0) }),
    (error: Error) => {
      req.scope.resolve("logger").warn(`Storefront page cache purge failed: ${error.message}`)
      return { purged: false, error: error.message }
    },
  )
  try {
    const request =
      body.mode === "key"
        ? { mode: "key" as const, keys: body.keys!, soft_purge: body.soft_purge }
        : body.mode === "url"
          ? { mode: "url" as const, url: body.url!, soft_purge: body.soft_purge }
          : { mode: "full" as const }
    const result = await cdn.purge(request)
    res.json({ purged: true, ...result, backend_cache: backendCache, storefront_cache: storefrontCache })
  } catch (error) {
    if (error instanceof CdnNotConfiguredError) {
      // Not a server fault: the deployment simply has no CDN. The backend's caches were still cleared.
      return res
        .status(503)
        .json({ type: "not_configured", code: error.code, message: error.message, backend_cache: backendCache, storefront_cache: storefrontCache })
    }
    if (error instanceof CdnPurgeFailedError) {
      req.scope.resolve("logger").warn(`CDN purge failed: ${error.message}`)
      return res.status(502).json({
        type: "purge_failed",
        code: error.code,
        message: error.message,
        upstream_status: error.upstreamStatus,
        backend_cache: backendCache,
        storefront_cache: storefrontCache,
      })
    }
    throw error
  }
}

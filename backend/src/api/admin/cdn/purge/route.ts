import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { surrogateKey } from "@electroshop/domain"
import { z } from "@medusajs/framework/zod"
import { parseOr400 } from "../../../../lib/http/validation"
import {
  CDN_PURGE_MODULE,
  CdnNotConfiguredError,
  CdnPurgeFailedError,
  DEFAULT_PURGE_KEYS,
  SURROGATE_KEY_PATTERN,
  type CdnPurgeService,
} from "../../../../modules/cdn-purge"
import { clearBackendCaches } from "../../../../modules/cdn-purge/backend-cache"

/**
 * Admin equivalent of the spec's `POST /api/new/core/fastly/purge`:
 * `{ mode: "key" | "url" | "full", keys?, url?, soft_purge? }`.
 * The backend's own caches are cleared first, so what the CDN fetches again is fresh.
 */
const PurgeBody = z
  .object({
    mode: z.enum(["key", "url", "full"]),
    // `product-telefonů` and `product-telefon%C5%AF` both become the storefront's header-safe spelling.
    keys: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\S+$/, "a surrogate key has no spaces")
          .transform(surrogateKey)
          .pipe(z.string().regex(SURROGATE_KEY_PATTERN, "a surrogate key is at most 256 characters")),
      )
      .min(1)
      .max(256)
      .optional(),
    url: z.string().trim().min(1).max(2000).optional(),
    soft_purge: z.boolean().optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.mode === "key" && !body.keys) ctx.addIssue({ code: "custom", path: ["keys"], message: "required when mode is key" })
    if (body.mode === "url") {
      if (!body.url) ctx.addIssue({ code: "custom", path: ["url"], message: "required when mode is url" })
      else if (!isPurgeableUrl(body.url)) ctx.addIssue({ code: "custom", path: ["url"], message: "an http(s) URL or a path starting with /" })
    }
    if (body.mode === "full" && body.soft_purge) {
      ctx.addIssue({ code: "custom", path: ["soft_purge"], message: "Fastly cannot soft-purge everything" })
    }
  })

function isPurgeableUrl(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//")
  try {
    return ["http:", "https:"].includes(new URL(url).protocol)
  } catch {
    return false
  }
}

/** Whether a CDN is configured, and the keys the Default tab sends. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const cdn = req.scope.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  res.json({ ...cdn.describe(), default_keys: DEFAULT_PURGE_KEYS })
}

export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const body = parseOr400(PurgeBody, req.body)
  const cdn = req.scope.resolve<CdnPurgeService>(CDN_PURGE_MODULE)
  const backendCache = await clearBackendCaches(req.scope)
  try {
    const request =
      body.mode === "key"
        ? { mode: "key" as const, keys: body.keys!, soft_purge: body.soft_purge }
        : body.mode === "url"
          ? { mode: "url" as const, url: body.url!, soft_purge: body.soft_purge }
          : { mode: "full" as const }
    const result = await cdn.purge(request)
    res.json({ purged: true, ...result, backend_cache: backendCache })
  } catch (error) {
    if (error instanceof CdnNotConfiguredError) {
      // Not a server fault: the deployment simply has no CDN. The backend's caches were still cleared.
      return res.status(503).json({ type: "not_configured", code: error.code, message: error.message, backend_cache: backendCache })
    }
    if (error instanceof CdnPurgeFailedError) {
      req.scope.resolve("logger").warn(`CDN purge failed: ${error.message}`)
      return res
        .status(502)
        .json({ type: "purge_failed", code: error.code, message: error.message, upstream_status: error.upstreamStatus, backend_cache: backendCache })
    }
    throw error
  }
}

/**
 * The storefront's page cache (storefront/page-cache/, docs/caching.md "Page cache")
 * is emptied by tag through its purge route, with the secret both sides share
 * (STOREFRONT_PURGE_SECRET). With REDIS_URL the storefront processes share
 * one cache, so one call reaches them all; without it, STOREFRONT_PURGE_URL
 * may list each process (comma separated).
 */
export const STOREFRONT_PURGE_PATH = "/__internal/page-cache/purge"
const TIMEOUT_MS = 5_000

/** Tags the storefront gives its pages: every page, and every page listing products, prices or stock. */
export const PAGE_TAGS = { all: "html", catalog: "catalog" } as const

function purgeUrls(env: NodeJS.ProcessEnv): string[] {
  const configured = env.STOREFRONT_PURGE_URL || env.STOREFRONT_URL || `http://localhost:${env.STOREFRONT_PORT || "8000"}`
  return configured
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter(Boolean)
}

/** Sends the tags to every storefront; returns how many entries each dropped. Throws when one refuses or is unreachable. */
export async function purgeStorefrontCache(tags: string[], env: NodeJS.ProcessEnv = process.env): Promise<number[]> {
  const secret = env.STOREFRONT_PURGE_SECRET
  if (!secret || !tags.length) return []
  return Promise.all(
    purgeUrls(env).map(async (base) => {
      const response = await fetch(`${base}${STOREFRONT_PURGE_PATH}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${secret}` },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`storefront ${base} answered ${response.status} to the page cache purge`)
      const body = (await response.json()) as { removed?: number }
      return body.removed ?? 0
    }),
  )
}

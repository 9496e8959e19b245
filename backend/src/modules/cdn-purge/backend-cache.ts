import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/**
 * Empties the backend's own caches, so the CDN refetches fresh answers after a
 * purge: Medusa's caching module (in Redis with REDIS_URL, otherwise in the
 * process's memory, see medusa-config.ts; `tags: ["*"]` flushes every entry) and the legacy cache
 * module (in-memory by default; `invalidate("*")` drops every key). Returns
 * the names of the caches that were cleared; a cache that is not registered
 * is skipped.
 */
export async function clearBackendCaches(container: MedusaContainer): Promise<string[]> {
  const cleared: string[] = []
  const caching = resolveOptional<{ clear(input: { tags: string[] }): Promise<void> }>(container, Modules.CACHING)
  if (caching) {
    await caching.clear({ tags: ["*"] })
    cleared.push("caching")
  }
  const cache = resolveOptional<{ invalidate(key: string): Promise<void> }>(container, Modules.CACHE)
  if (cache) {
    await cache.invalidate("*")
    cleared.push("cache")
  }
  return cleared
}

function resolveOptional<T>(container: MedusaContainer, key: string): T | null {
  try {
    return container.resolve<T>(key, { allowUnregistered: true }) ?? null
  } catch {
    return null
  }
}

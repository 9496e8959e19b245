import fs from "node:fs"
import path from "node:path"

/** The HTTP methods Medusa serves from a route file's exports (the rest it ignores). */
export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"] as const
export type HttpMethod = (typeof HTTP_METHODS)[number]

/** A route file the shop adds, by the path Medusa gives it. */
export type RouteFile = {
  file: string
  /** `/store/buyout/[id]`: the folder path, as written. */
  path: string
  /** `/store/buyout/:id`: Medusa's (Express's) matcher for it. */
  matcher: string
  /** `/store/buyout/{id}`: the OpenAPI path. */
  openapiPath: string
  /** Path parameter names, in order. */
  params: string[]
}

export type RouteModule = Record<string, unknown>
/** Loads a route file's module: `require` in the backend (what Medusa does), `import()` under vitest. */
export type LoadRoute = (file: string) => RouteModule | Promise<RouteModule>

/**
 * Every `route.ts` (`route.js` when built) under `apiDir`, as Medusa's route
 * loader finds them: folder segments are path segments, `[name]` a parameter,
 * and a segment starting with `_` hides its folder.
 */
export function findRouteFiles(apiDir: string): RouteFile[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name.startsWith("_") ? [] : walk(full)
      return /^route\.(ts|js)$/.test(entry.name) ? [full] : []
    })
  return walk(apiDir)
    .map((file) => {
      const segments = path.relative(apiDir, path.dirname(file)).split(path.sep)
      const params = segments.flatMap((s) => /^\[(\w+)\]$/.exec(s)?.[1] ?? [])
      return {
        file,
        path: "/" + segments.join("/"),
        matcher: "/" + segments.map((s) => s.replace(/^\[(\w+)\]$/, ":$1")).join("/"),
        openapiPath: "/" + segments.map((s) => s.replace(/^\[(\w+)\]$/, "{$1}")).join("/"),
        params,
      }
    })
    .sort((a, b) => a.path.localeCompare(b.path))
}

/** The methods a route module serves: its exported functions named after an HTTP method, as Medusa reads them. */
export function exportedMethods(routeModule: RouteModule): HttpMethod[] {
  return HTTP_METHODS.filter((method) => typeof routeModule[method] === "function")
}

/** Every route file with the methods it serves and whether it opted out of Medusa's admin auth (`export const AUTHENTICATE = false`). */
export type ServedRoute = RouteFile & { methods: HttpMethod[]; authenticate: boolean }

export async function findRoutes(apiDir: string, load: LoadRoute): Promise<ServedRoute[]> {
  const routes: ServedRoute[] = []
  for (const route of findRouteFiles(apiDir)) {
    const routeModule = await load(route.file)
    routes.push({ ...route, methods: exportedMethods(routeModule), authenticate: routeModule.AUTHENTICATE !== false })
  }
  return routes
}

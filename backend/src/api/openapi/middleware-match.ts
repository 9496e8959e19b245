import { middlewareDescription, type MiddlewareDescription } from "../hardening"
import type { HttpMethod, RouteFile } from "./route-files"

/** A route entry of the middleware config, as `defineMiddlewares` hands it on. */
export type MiddlewareEntry = { matcher: string | RegExp; methods?: string[] | string; middlewares?: unknown[] }

/**
 * Express 4's reading of a matcher string (path-to-regexp 0.1): `:name` is
 * one segment, `*` anything, a trailing slash optional, letters in any case.
 * Method-bound middlewares (`app.get(matcher)`) match the whole path; those
 * without methods (`app.use(matcher)`) every path under it.
 */
export function matcherRegExp(matcher: string | RegExp, wholePath: boolean): RegExp {
  if (matcher instanceof RegExp) return matcher
  const pattern = matcher
    .replace(/\/+$/, "")
    .split(/(:\w+\??|\*)/)
    .map((part) => (part === "*" ? ".*" : /^:\w+\??$/.test(part) ? "[^/]+?" : part.replace(/[.+?^${}()|[\]\\]/g, "\\$&")))
    .join("")
  return new RegExp(`^${pattern}\\/?${wholePath ? "$" : "(?=\\/|$)"}`, "i")
}

/**
 * What the middlewares that Express runs before a route's handler check: the
 * entries whose matcher matches the route's path (a parameter as any one
 * segment) for this method, in config order.
 */
export function describedMiddlewares(entries: MiddlewareEntry[], route: RouteFile, method: HttpMethod): MiddlewareDescription[] {
  const samplePath = route.matcher.replace(/:\w+/g, "param")
  return entries.flatMap((entry) => {
    const methods = entry.methods === undefined ? undefined : [entry.methods].flat().map((m) => m.toUpperCase())
    if (methods && !methods.includes(method)) return []
    if (!matcherRegExp(entry.matcher, Boolean(methods)).test(samplePath)) return []
    return (entry.middlewares ?? []).flatMap((middleware) => middlewareDescription(middleware) ?? [])
  })
}

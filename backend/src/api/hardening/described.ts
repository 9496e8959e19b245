import type { z } from "@medusajs/framework/zod"

/** Who must be signed in for a route: Medusa's auth, by actor type and the ways it is proven. */
export type AuthRequirement = { actor: "customer" | "user"; types: ReadonlyArray<"session" | "bearer" | "api-key">; optional: boolean }

/**
 * What a middleware checks, for the API's description (api/openapi): the
 * request body or query it validates, the sign-in it requires. Middlewares
 * are closures, so the factories that make them (validateBody, authenticate…)
 * register what they were made with here.
 */
export type MiddlewareDescription = { body?: z.ZodTypeAny; query?: z.ZodTypeAny; auth?: AuthRequirement }

const descriptions = new WeakMap<object, MiddlewareDescription>()

export function describeMiddleware<T extends object>(middleware: T, description: MiddlewareDescription): T {
  descriptions.set(middleware, { ...descriptions.get(middleware), ...description })
  return middleware
}

export const middlewareDescription = (middleware: unknown): MiddlewareDescription | undefined =>
  middleware && typeof middleware === "function" ? descriptions.get(middleware) : undefined

import type { z } from "@medusajs/framework/zod"
import type { AuthRequirement, MiddlewareDescription } from "../hardening"
import { errorComponents, securitySchemes } from "./components"
import { queryParameters, requestJsonSchema, type JsonSchema } from "./json-schema"
import { describedMiddlewares, type MiddlewareEntry } from "./middleware-match"
import type { HttpMethod, RouteFile, ServedRoute } from "./route-files"

export type OpenApiScope = "store" | "admin"
export type OpenApiDocument = JsonSchema & { openapi: "3.1.0"; paths: Record<string, Record<string, JsonSchema>> }

/** `POST /store/reviews/{id}/helpful` → `postStoreReviewsByIdHelpful`. */
function operationId(method: HttpMethod, route: RouteFile): string {
  const words = route.path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => (/^\[\w+\]$/.test(segment) ? ["by", ...segment.slice(1, -1).split("_")] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
  return method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join("")
}

/** One schema for what several validators check in turn (each must pass). */
function allOf(schemas: z.ZodTypeAny[]): JsonSchema | undefined {
  const json = schemas.map(requestJsonSchema)
  return json.length > 1 ? { allOf: json } : json[0]
}

/** The sign-in an operation needs beyond its API's default, from the middlewares' `authenticate`. */
function customerSecurity(auth: AuthRequirement[]): JsonSchema[] | undefined {
  const required = auth.find((a) => !a.optional && a.actor === "customer")
  if (!required) return undefined
  const schemes = required.types.map((type) => (type === "bearer" ? "customerBearer" : "customerSession"))
  return schemes.map((scheme) => ({ publishableKey: [], [scheme]: [] }))
}

function operation(scope: OpenApiScope, route: ServedRoute, method: HttpMethod, described: MiddlewareDescription[]): JsonSchema {
  const bodies = described.flatMap((d) => d.body ?? [])
  const queries = described.flatMap((d) => d.query ?? [])
  const auth = described.flatMap((d) => d.auth ?? [])
  const body = allOf(bodies)
  const query = queries.length ? queryParameters(queries[queries.length - 1]) : []
  const security = scope === "store" ? customerSecurity(auth) : route.authenticate ? undefined : []
  const signedIn = scope === "admin" ? route.authenticate : Boolean(security)
  return {
    operationId: operationId(method, route),
    tags: [route.path.split("/")[2] ?? scope],
    ...(route.params.length || query.length
      ? { parameters: [...route.params.map((name) => ({ name, in: "path", required: true, schema: { type: "string" } })), ...query] }
      : {}),
    ...(body ? { requestBody: { required: !bodies.every((schema) => schema.safeParse({}).success), content: { "application/json": { schema: body } } } } : {}),
    responses: {
      "2XX": { description: "Success. The answer's fields are described in docs/api and typed in packages/contracts." },
      "400": { $ref: "#/components/responses/BadRequest" },
      ...(signedIn ? { "401": { description: scope === "admin" ? "No signed-in admin user or secret key." : "No signed-in customer." } } : {}),
      ...(signedIn && scope === "admin"
        ? { "403": { description: "The signed-in user's roles do not give the permission the route needs (docs/staff.md)." } }
        : {}),
    },
    ...(security ? { security } : {}),
  }
}

/**
 * The OpenAPI 3.1 document of the shop's own routes under `/store` or
 * `/admin`: every route file with the methods it exports, its path
 * parameters, and the body and query schemas and sign-in that the
 * middleware config registers for it (see api/hardening: validateBody,
 * validateQuery, authenticate). Nothing is written by hand.
 */
export function buildOpenApiDocument(options: {
  scope: OpenApiScope
  routes: ServedRoute[]
  middlewares: MiddlewareEntry[]
  info: { title: string; version: string; description?: string }
}): OpenApiDocument {
  const { scope, routes, middlewares, info } = options
  const paths: OpenApiDocument["paths"] = {}
  for (const route of routes.filter((r) => r.path.startsWith(`/${scope}/`))) {
    for (const method of route.methods) {
      if (method === "OPTIONS" || method === "HEAD") continue
      ;(paths[route.openapiPath] ??= {})[method.toLowerCase()] = operation(scope, route, method, describedMiddlewares(middlewares, route, method))
    }
  }
  return {
    openapi: "3.1.0",
    info,
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    security: scope === "store" ? [{ publishableKey: [] }] : [{ adminBearer: [] }, { adminSession: [] }, { adminApiKey: [] }],
    paths,
    components: { ...errorComponents(), securitySchemes: securitySchemes[scope] },
  }
}

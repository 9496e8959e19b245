import type { MedusaNextFunction, MedusaRequest, MedusaResponse, MiddlewareRoute, MiddlewareVerb } from "@medusajs/framework/http"
import type { z } from "@medusajs/framework/zod"
import { parseOr400 } from "../../lib/http/validation"
import { describeMiddleware } from "./described"

/**
 * Like Medusa's `validateAndTransformBody` / `validateAndTransformQuery`
 * (sets `req.validatedBody` / `req.validatedQuery`), but a failure is the
 * shop's 400 in the shop language, naming every field
 * (`{ message, code: "validation_error", errors, error_codes }`), not
 * Medusa's single English sentence that names only the first.
 */
function validate(source: "body" | "query", schema: z.ZodTypeAny) {
  const middleware = (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      if (source === "body") req.validatedBody = parseOr400(schema, req.body)
      else req.validatedQuery = parseOr400(schema, req.query) as MedusaRequest["validatedQuery"]
    } catch (error) {
      return next(error)
    }
    next()
  }
  return describeMiddleware(middleware, { [source]: schema })
}

export const validateBody = (schema: z.ZodTypeAny) => validate("body", schema)
export const validateQuery = (schema: z.ZodTypeAny) => validate("query", schema)

/** A route of a domain's `middlewares.ts` whose body is validated (POST unless told). */
export const withBody = (matcher: string, schema: z.ZodTypeAny, methods: MiddlewareVerb[] = ["POST"]): MiddlewareRoute => ({
  matcher,
  methods,
  middlewares: [validateBody(schema)],
})

/** A GET route of a domain's `middlewares.ts` whose query is validated. */
export const withQuery = (matcher: string, schema: z.ZodTypeAny): MiddlewareRoute => ({
  matcher,
  methods: ["GET"],
  middlewares: [validateQuery(schema)],
})

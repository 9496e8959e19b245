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
function validate(source: "body" | "query", schema: z.ZodTypeAny, parse = (input: unknown) => parseOr400(schema, input)) {
  const middleware = (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      if (source === "body") req.validatedBody = parse(req.body)
      else req.validatedQuery = parse(req.query) as MedusaRequest["validatedQuery"]
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
export const withBody = (matcher: string | RegExp, schema: z.ZodTypeAny, methods: MiddlewareVerb[] = ["POST"]): MiddlewareRoute => ({
  matcher,
  methods,
  middlewares: [validateBody(schema)],
})

/**
 * A POST route whose body takes more than its schema to validate (the buy-out's appraisal: its answers'
 * own messages, then the e-mail): `parse` returns `req.validatedBody` or throws the shop's 400;
 * `schema` describes the body in the API's description.
 */
export const withParsedBody = (matcher: string, schema: z.ZodTypeAny, parse: (body: unknown) => unknown): MiddlewareRoute => ({
  matcher,
  methods: ["POST"],
  middlewares: [validate("body", schema, parse)],
})

/** A GET route of a domain's `middlewares.ts` whose query is validated. */
export const withQuery = (matcher: string, schema: z.ZodTypeAny): MiddlewareRoute => ({
  matcher,
  methods: ["GET"],
  middlewares: [validateQuery(schema)],
})

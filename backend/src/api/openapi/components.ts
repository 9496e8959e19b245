import { ApiErrorBodySchema } from "@electroshop/contracts/errors"
import { z } from "@medusajs/framework/zod"
import { responseJsonSchema } from "./json-schema"

/** The one error body of the shop's routes (lib/http/errors ErrorBody): the contracts' schema and what the backend adds. */
export const ErrorBodySchema = ApiErrorBodySchema.extend({
  error_codes: z
    .record(z.string(), z.string())
    .optional()
    .meta({ description: "Per field, a code the admin translates (`required`, `too_long`…); present on validation errors." }),
  retry_after: z.number().int().min(0).optional().meta({ description: "Seconds, with 429; also sent as `Retry-After`." }),
}).meta({
  description:
    "Every error of the shop's own routes. A 400 `validation_error` names every failing field in `errors` (`{ field: [message] }`, grouped like the payload: `{ customer_data: { e_mail: [message] } }`).",
})

export const errorComponents = () => ({
  schemas: { ErrorBody: responseJsonSchema(ErrorBodySchema) },
  responses: {
    BadRequest: {
      description: "Invalid input: a field the request schema refuses, or input no route accepts (an undecodable path, a NUL byte, a body that is not JSON).",
      content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
    },
  },
})

/** How a caller proves who it is, per API (Medusa's: a publishable key for the store, a signed-in user or secret key for the admin). */
export const securitySchemes = {
  store: {
    publishableKey: {
      type: "apiKey",
      in: "header",
      name: "x-publishable-api-key",
      description: "The sales channel's publishable key (`GET /public/storefront-config` gives it).",
    },
    customerBearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A customer's token from `POST /auth/customer/emailpass`." },
    customerSession: { type: "apiKey", in: "cookie", name: "connect.sid", description: "A customer's session from `POST /auth/session`." },
  },
  admin: {
    adminBearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "A user's token from `POST /auth/user/emailpass`." },
    adminSession: { type: "apiKey", in: "cookie", name: "connect.sid", description: "A user's session (the admin dashboard's)." },
    adminApiKey: { type: "http", scheme: "basic", description: "A secret API key (`sk_…`) as the user name, no password." },
  },
} as const

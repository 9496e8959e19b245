import { authenticate as medusaAuthenticate } from "@medusajs/framework/http"
import { describeMiddleware, type AuthRequirement } from "./described"

/** Medusa's `authenticate`, its requirement registered for the API description (api/openapi). */
export function authenticate(actor: AuthRequirement["actor"], types: AuthRequirement["types"], options: { allowUnauthenticated?: boolean } = {}) {
  return describeMiddleware(medusaAuthenticate(actor, [...types], options), { auth: { actor, types, optional: Boolean(options.allowUnauthenticated) } })
}

import { decrypt, encrypt } from "../pii-crypto"
import { SENSITIVE_FIELDS, type SellOnlineData } from "./validation"

/**
 * The seller's identity data never travels through a workflow in plain text:
 * the workflow engine keeps its input and every step's output (in Redis with
 * REDIS_URL), so the route seals the three sensitive fields before the run,
 * the validation step opens them only for the check, and what it hands on is
 * sealed again — the very ciphertext that is stored.
 */
type Body = Record<string, unknown>

/** A copy of the customer data with `fn` applied to each sensitive field that is a string. */
function mapSensitive<T extends object>(customer: T, fn: (value: string) => string): T {
  const mapped = { ...customer } as Body
  for (const field of SENSITIVE_FIELDS) {
    if (typeof mapped[field] === "string") mapped[field] = fn(mapped[field] as string)
  }
  return mapped as T
}

function mapBody(body: Body, fn: (value: string) => string): Body {
  const customer = body.customer_data
  if (!customer || typeof customer !== "object" || Array.isArray(customer)) return body
  return { ...body, customer_data: mapSensitive(customer, fn) }
}

/** The request body with the sensitive customer fields encrypted (other values untouched). */
export const sealSaleBody = (body: Body): Body => mapBody(body, encrypt)

/** The body as the shopper sent it, for validation inside the workflow. */
export const openSaleBody = (body: Body): Body => mapBody(body, decrypt)

/** Validated sale data with the sensitive fields encrypted again, ready to store. */
export const sealSaleData = (data: SellOnlineData): SellOnlineData => ({
  ...data,
  customer_data: mapSensitive(data.customer_data, encrypt),
})

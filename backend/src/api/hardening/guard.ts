import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { badRequest } from "./bad-request"

/** Deeper JSON than any form of the shop or Medusa's admin sends; walking it is bounded by this. */
export const MAX_INPUT_DEPTH = 32

type Finding = { field: string; messageKey: "forbidden_character" | "too_deep" }

/**
 * PostgreSQL cannot store U+0000 in text (SQLSTATE 22021), so a NUL anywhere
 * in the input would surface as a database error deep inside a workflow.
 * Returns the first offending field path (`customer_data.first_name`, `q`).
 */
export function findHostileValue(value: unknown, field: string, depth = 0): Finding | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? { field, messageKey: "forbidden_character" } : undefined
  if (!value || typeof value !== "object") return undefined
  if (depth >= MAX_INPUT_DEPTH) return { field: field || "body", messageKey: "too_deep" }
  for (const [key, child] of Object.entries(value)) {
    const path = field ? `${field}.${key}` : key
    if (key.includes("\u0000")) return { field: path, messageKey: "forbidden_character" }
    const found = findHostileValue(child, path, depth + 1)
    if (found) return found
  }
  return undefined
}

/** A path segment that does not decode, or decodes to a NUL, can name no record. */
export function undecodablePath(rawPath: string): boolean {
  return rawPath.split("/").some((segment) => {
    try {
      return decodeURIComponent(segment).includes("\u0000")
    } catch {
      return true
    }
  })
}

/**
 * Global guard (every route, the shop's and Medusa's): refuses undecodable or
 * NUL-carrying paths, NUL in any query or body string and absurdly deep
 * bodies with a field-level 400, so none of it reaches a query.
 */
export function rejectHostileInput(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  if (undecodablePath((req.originalUrl || req.url).split("?")[0])) return next(badRequest("path", "invalid_encoding"))
  const found = findHostileValue(req.query, "") ?? findHostileValue(req.body, "")
  if (found) return next(badRequest(found.field || "body", found.messageKey))
  next()
}

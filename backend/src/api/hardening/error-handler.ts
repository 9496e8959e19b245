import { errorHandler, getHttpResponseFromError } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isShopError, type ErrorBody } from "../../lib/http/errors"
import { cartBusyError, lineStockError } from "../../lib/checkout/conflicts"
import { badRequest } from "./bad-request"

type DatabaseError = { code: string; table?: string; column?: string; constraint?: string }

/** A PostgreSQL error (raw from pg/Knex, or wrapped by MikroORM, which copies its fields). */
function databaseError(err: any): DatabaseError | undefined {
  const code = err?.sqlState ?? err?.code
  if (typeof code !== "string" || !/^[0-9A-Z]{5}$/.test(code)) return undefined
  if (!("severity" in err || "sqlState" in err || "routine" in err)) return undefined
  return { code, table: err.table, column: err.column, constraint: err.constraint }
}

/**
 * What a client did wrong that reached the framework instead of a route's
 * validation: a path segment Express cannot decode (`decode_param` throws a
 * URIError with status 400, which Medusa would answer 500), a body that is
 * not JSON, or a value PostgreSQL refuses as data (SQLSTATE class 22: bad
 * text representation, out of range, impossible date, NUL byte), or an
 * upload that is no well-formed multipart body.
 */
function clientFault(err: any, db: DatabaseError | undefined): { field: string; messageKey: string } | undefined {
  if (err instanceof URIError || (err?.status === 400 && /decode param/i.test(String(err?.message)))) {
    return { field: "path", messageKey: "invalid_encoding" }
  }
  if (err?.type === "entity.parse.failed") return { field: "body", messageKey: "invalid_json" }
  // Multer (file uploads) hands on every upload it aborted, malformed multipart included, with `storageErrors`.
  if (Array.isArray(err?.storageErrors)) return { field: err.field ?? "file", messageKey: "invalid_value" }
  if (db?.code.startsWith("22")) return { field: db.column ?? "body", messageKey: "invalid_value" }
  return undefined
}

function send(res: MedusaResponse, status: number, body: ErrorBody | object): void {
  const retryAfter = (body as ErrorBody).retry_after
  if (status === 429 && typeof retryAfter === "number") res.setHeader("Retry-After", String(retryAfter))
  res.status(status).json(body)
}

/**
 * The API's one error handler: a `ShopError` (thrown by a route, a validator
 * middleware or a workflow step) answers its status and body; client faults
 * become the shop's field-level 400; database errors are logged by code, table, constraint and
 * route only, never with the SQL and its parameters (names, addresses, IMEIs);
 * everything else goes to Medusa's own handler unchanged.
 */
export function hardenedErrorHandler() {
  const medusaHandler = errorHandler()
  return function shopErrorHandler(err: any, req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
    if (isShopError(err)) return send(res, err.status, err.body)
    // A cart change refused for its lock or for stock gets the shop's answer; cart completion answers its own (api/store/carts/[id]/complete).
    const cartError = req.path.startsWith("/store/carts/") ? (cartBusyError(err) ?? lineStockError(err)) : null
    if (cartError) return send(res, cartError.status, cartError.body)
    const db = databaseError(err)
    const fault = clientFault(err, db)
    const logger = req.scope?.resolve?.(ContainerRegistrationKeys.LOGGER) ?? console
    const route = `${req.method} ${req.path}`
    if (db) {
      const { statusCode, body } = fault ? { statusCode: 400, body: badRequest(fault.field, fault.messageKey).body } : getHttpResponseFromError(err)
      const line = `Database error ${db.code} (table ${db.table ?? "?"}, constraint ${db.constraint ?? "-"}, column ${db.column ?? "-"}) at ${route}: answered ${statusCode}`
      if (statusCode >= 500) logger.error(line)
      else logger.info(line)
      return send(res, statusCode, body)
    }
    if (fault) {
      logger.info(`Bad request at ${route}: ${fault.field} ${fault.messageKey}`)
      const error = badRequest(fault.field, fault.messageKey)
      return send(res, error.status, error.body)
    }
    // Medusa's handler is typed for plain Express requests; ours carry the same object.
    return medusaHandler(err, req as Parameters<typeof medusaHandler>[1], res, next)
  }
}

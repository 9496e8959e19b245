import { describe, expect, it, vi } from "vitest"
import { z } from "@medusajs/framework/zod"
import { t } from "../../lib/shop/messages"
import { isShopError, ShopError } from "../../lib/http/errors"
import { parseOr400, queryValue } from "../../lib/http/validation"
import { fieldError } from "../../modules/type-category/errors"
import { hardenedErrorHandler } from "./error-handler"
import { validateBody, validateQuery } from "./validate"

function respond(err: unknown, path = "/store/x") {
  const res: any = { statusCode: 0, body: undefined, headers: {} as Record<string, string> }
  res.status = (code: number) => ((res.statusCode = code), res)
  res.json = (body: unknown) => ((res.body = body), res)
  res.setHeader = (name: string, value: string) => (res.headers[name] = value)
  const logger = { info: vi.fn(), error: vi.fn(), warn: vi.fn() }
  hardenedErrorHandler()(err, { method: "GET", path, scope: { resolve: () => logger } } as any, res, vi.fn())
  return res
}

/** What the workflow engine hands back for an error thrown in a step: its own properties, no prototype. */
const serialised = (error: object) => JSON.parse(JSON.stringify({ ...error }))

describe("ShopError", () => {
  it("is answered with its status and body, also after the workflow engine serialised it", () => {
    const error = new ShopError(409, { message: "decided", code: "offer_already_decided", status: "accepted" })
    const copy = serialised(error)
    expect(copy).not.toBeInstanceOf(ShopError)
    expect(isShopError(copy)).toBe(true)
    for (const thrown of [error, copy]) {
      expect(respond(thrown)).toMatchObject({ statusCode: 409, body: { message: "decided", code: "offer_already_decided", status: "accepted" } })
    }
  })

  it("answers a cart change that found the cart locked by another with the translated 409 cart_busy, not a 500", () => {
    const inMemory = new Error('Failed to acquire lock for key "cart_01"')
    const redis = serialised({ type: "conflict", message: "Timed-out acquiring lock." })
    for (const thrown of [inMemory, redis]) {
      expect(respond(thrown, "/store/carts/cart_01/shipping-methods")).toMatchObject({
        statusCode: 409,
        body: { code: "cart_busy", message: "Košík se právě upravuje jinou vaší změnou. Počkejte prosím chvíli a zkuste to znovu." },
      })
    }
    // A lock elsewhere is not the shopper's cart.
    expect(respond(inMemory, "/admin/products").statusCode).toBe(500)
  })

  it("sends Retry-After with a 429", () => {
    const res = respond(new ShopError(429, { message: "slow down", code: "rate_limited", retry_after: 120 }))
    expect(res.statusCode).toBe(429)
    expect(res.headers["Retry-After"]).toBe("120")
  })

  it("builds the one 400 body, naming every field in the message, grouped where the form groups", () => {
    const flat = ShopError.validation({ e_mail: ["bad"], name: ["missing"] })
    expect(flat.body).toEqual({ message: "e_mail: bad; name: missing", code: "validation_error", errors: { e_mail: ["bad"], name: ["missing"] } })
    expect(ShopError.validation({ customer_data: { e_mail: ["bad"] } }, { message: "Form" }).body).toMatchObject({
      message: "Form",
      errors: { customer_data: { e_mail: ["bad"] } },
    })
    expect(fieldError("name", "descendant", "cannot move under itself").body).toMatchObject({
      errors: { name: ["cannot move under itself"] },
      error_codes: { name: "descendant" },
    })
  })

  it("leaves other errors to Medusa's handler", () => {
    expect(isShopError(new Error("x"))).toBe(false)
    expect(isShopError({ status: 400, body: {} })).toBe(false)
  })
})

describe("validation", () => {
  const Schema = z
    .object({
      name: z.string().min(1).max(5),
      count: z.number().int().max(10).optional(),
      code: z.string().refine((v) => v === "ok", { message: "x", params: { code: "not_ok" } }),
    })
    .strict()

  const caught = (fn: () => unknown) => {
    try {
      fn()
    } catch (error) {
      return error as ShopError
    }
    throw new Error("did not throw")
  }

  it("answers every failing field in the shop language, with a code per field", () => {
    const error = caught(() => parseOr400(Schema, { name: "toolong", count: 11, code: "no", colour: "red" }))
    expect(error.status).toBe(400)
    expect(error.body.code).toBe("validation_error")
    expect(error.body.errors).toEqual({
      name: [t("max_length", { maxlength: 5 })],
      count: [t("max_value", { maxValue: 10 })],
      code: [t("invalid_request")],
      colour: [t("invalid_request")],
    })
    expect(error.body.error_codes).toEqual({ name: "too_long", count: "too_long", code: "not_ok", colour: "unknown_field" })
    expect(error.body.message).toContain("name: ")
    expect(caught(() => parseOr400(Schema, {})).body.errors).toMatchObject({ name: [t("required")], code: [t("required")] })
  })

  it("sets req.validatedBody / req.validatedQuery, or passes the 400 on to the error handler", () => {
    const next = vi.fn()
    const req: any = { body: { name: "a", code: "ok" }, query: { type: ["phone", "tablet"], empty: "" } }
    validateBody(Schema)(req, {} as any, next)
    expect(req.validatedBody).toEqual({ name: "a", code: "ok" })
    expect(next).toHaveBeenLastCalledWith()
    validateQuery(z.object({ type: queryValue(z.string()), empty: queryValue(z.string().optional()) }))(req, {} as any, next)
    expect(req.validatedQuery).toEqual({ type: "phone", empty: undefined })
    validateBody(Schema)({ body: {} } as any, {} as any, next)
    expect(isShopError(next.mock.lastCall?.[0])).toBe(true)
    expect(respond(next.mock.lastCall?.[0]).statusCode).toBe(400)
  })
})

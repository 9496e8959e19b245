import { describe, expect, it, vi } from "vitest"
import { calendarDate } from "../../lib/http/validation"
import { handleFromName } from "../../modules/type-category/paths"
import { hardenedErrorHandler } from "./error-handler"
import { findHostileValue, undecodablePath } from "./guard"

/** A response double that records what the handler answered. */
function response() {
  const res: any = { statusCode: 0, body: undefined }
  res.status = (code: number) => ((res.statusCode = code), res)
  res.json = (body: unknown) => ((res.body = body), res)
  return res
}

function handle(err: unknown) {
  const logger = { info: vi.fn(), error: vi.fn(), warn: vi.fn() }
  const req: any = { method: "POST", path: "/store/buyout/sell-online", scope: { resolve: () => logger } }
  const res = response()
  hardenedErrorHandler()(err, req, res, vi.fn())
  const logged = [...logger.info.mock.calls, ...logger.error.mock.calls].flat().map(String).join("\n")
  return { res, logged }
}

/** What MikroORM throws for a failed insert: the pg error's fields copied, the SQL with its parameters in the message. */
function databaseError(code: string, fields: Record<string, unknown> = {}) {
  return Object.assign(
    new Error(
      `insert into "buyout_request" ("first_name", "street", "phone_number", "imei") values ('Jan', 'Dlouhá 12', '+420601234567', '356938035643809') - ${code}`,
    ),
    { name: "DriverException", code, severity: "ERROR", routine: "x", table: "buyout_request", ...fields },
  )
}

describe("error handler", () => {
  it("answers a PostgreSQL data exception 400 naming the column, and logs no SQL or personal data", () => {
    const { res, logged } = handle(databaseError("22001", { column: "street" }))
    expect(res.statusCode).toBe(400)
    expect(res.body).toMatchObject({ code: "validation_error", errors: { street: [expect.any(String)] } })
    expect(logged).toContain("22001")
    expect(logged).toContain("buyout_request")
    for (const secret of ["Jan", "Dlouhá", "+420601234567", "356938035643809", "insert into"]) expect(logged).not.toContain(secret)
  })

  it("keeps Medusa's status for other database errors, still without the SQL in the log", () => {
    const { res, logged } = handle(databaseError("23502", { column: "imei" }))
    expect(res.statusCode).toBe(400)
    expect(logged).not.toContain("356938035643809")
    const unknown = handle(databaseError("57014"))
    expect(unknown.res.statusCode).toBe(500)
    expect(unknown.logged).toContain("57014")
    expect(unknown.logged).not.toContain("+420601234567")
  })

  it("answers a path Express cannot decode, and a body that is not JSON, 400 naming path / body", () => {
    const uri = Object.assign(new URIError("Failed to decode param '%FF'"), { status: 400, statusCode: 400 })
    expect(handle(uri).res).toMatchObject({ statusCode: 400, body: { errors: { path: [expect.any(String)] } } })
    const json = Object.assign(new SyntaxError("Unexpected end of JSON input"), { type: "entity.parse.failed", status: 400, statusCode: 400, expose: true })
    expect(handle(json).res).toMatchObject({ statusCode: 400, body: { errors: { body: [expect.any(String)] } } })
  })
})

describe("global guard", () => {
  it("names the field holding a NUL, nested or in a key", () => {
    expect(findHostileValue({ customer_data: { first_name: "a\u0000b" } }, "")).toEqual({
      field: "customer_data.first_name",
      messageKey: "forbidden_character",
    })
    expect(findHostileValue({ items: ["ok", "x\u0000"] }, "")).toEqual({ field: "items.1", messageKey: "forbidden_character" })
    expect(findHostileValue({ "a\u0000": 1 }, "")?.messageKey).toBe("forbidden_character")
    expect(findHostileValue({ q: "Herní konzole", n: 1, ok: true, none: null }, "")).toBeUndefined()
  })

  it("refuses input nested deeper than any form", () => {
    const deep = JSON.parse("[".repeat(100) + "]".repeat(100))
    expect(findHostileValue({ a: deep }, "")?.messageKey).toBe("too_deep")
  })

  it("refuses path segments that do not decode or decode to a NUL", () => {
    expect(undecodablePath("/store/buyout/%FF%FE")).toBe(true)
    expect(undecodablePath("/store/buyout/a%00b")).toBe(true)
    expect(undecodablePath("/store/buyout/%C5%99%C3%AD")).toBe(false)
    expect(undecodablePath("/store/products")).toBe(false)
  })
})

describe("input rules", () => {
  it("accepts only days that exist", () => {
    const date = calendarDate("invalid_iso_date")
    for (const ok of ["2024-02-29", "2025-12-31", "2024-01-01T10:00:00Z"]) expect(date.safeParse(ok).success, ok).toBe(true)
    for (const bad of ["2024-13-45", "2023-02-29", "2024-02-30", "2024-00-10", "2024-1-1", "2024-01-01Tnonsense"])
      expect(date.safeParse(bad).success, bad).toBe(false)
  })

  it("folds diacritics out of generated category handles", () => {
    expect(handleFromName("Herní konzole")).toBe("herni-konzole")
    expect(handleFromName("Telefoane și tablete")).toBe("telefoane-si-tablete")
    expect(handleFromName("  Příslušenství / kabely ")).toBe("prislusenstvi-kabely")
    expect(handleFromName("日本")).toBeUndefined()
  })
})

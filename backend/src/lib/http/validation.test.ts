import { z } from "@medusajs/framework/zod"
import { describe, expect, it } from "vitest"
import { t } from "../shop/messages"
import { zodFieldErrors } from "./validation"

const errorsOf = (schema: z.ZodType, input: Record<string, unknown>) => {
  const parsed = schema.safeParse(input)
  if (parsed.success) throw new Error("expected a failure")
  return zodFieldErrors(parsed.error.issues, input).errors
}

describe("field errors of a too-short text", () => {
  it("use the schema's own message when it names one (search's minimum)", () => {
    expect(errorsOf(z.object({ q: z.string().min(2, "search_too_short") }), { q: "a" })).toEqual({ q: [t("search_too_short")] })
  })

  it("fall back to the generic minimum length", () => {
    expect(errorsOf(z.object({ password: z.string().min(8) }), { password: "Ab1!" })).toEqual({ password: [t("min_length", { minlength: 8 })] })
  })
})

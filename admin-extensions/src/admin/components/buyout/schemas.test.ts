import { describe, expect, it } from "vitest"
import { newConditionSchema, newModelSchema, statusChangeSchema } from "./schemas"

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]))

describe("catalogue form schemas", () => {
  it("sends a question's kind, none as null", () => {
    expect(newConditionSchema.parse({ name: " Battery ", type: "quality", kind: "battery" })).toEqual({ name: "Battery", type: "quality", kind: "battery" })
    expect(newConditionSchema.parse({ name: "Display", type: "quality", kind: "" }).kind).toBeNull()
    expect(newConditionSchema.safeParse({ name: "X", type: "quality", kind: "screen" }).success).toBe(false)
  })

  it("checks a new model's slug and price with translation keys as messages", () => {
    const result = newModelSchema.safeParse({ value: "Not A Slug", label: "", device_type_id: "t", manufacturer_id: "m", minimal_buyout_price: "x" })
    expect(messages(result)).toEqual({
      value: "buyouts.catalogue.invalid_slug",
      label: "buyouts.catalogue.required",
      minimal_buyout_price: "buyouts.catalogue.invalid_amount",
    })
    expect(
      newModelSchema.parse({ value: "iphone-13", label: "iPhone 13", device_type_id: "t", manufacturer_id: "m", minimal_buyout_price: "1 500" }),
    ).toMatchObject({
      minimal_buyout_price: 1500,
    })
  })

  it("asks a re-offer for its price and drops an empty note", () => {
    expect(messages(statusChangeSchema.safeParse({ status: "re_offer", note: "", offered_price: "" }))).toEqual({
      offered_price: "buyouts.status_change.offered_price_required",
    })
    expect(statusChangeSchema.parse({ status: "re_offer", note: " ", offered_price: "900" })).toEqual({ status: "re_offer", offered_price: 900 })
    expect(statusChangeSchema.parse({ status: "paid", note: "ok", offered_price: "abc" })).toEqual({ status: "paid", note: "ok" })
  })
})

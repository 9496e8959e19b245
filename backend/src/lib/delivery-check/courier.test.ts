import { describe, expect, it } from "vitest"
import { courierDelivers, parseUnservedPostcodes, unservedPostcodes } from "./courier"

describe("courier delivery check", () => {
  it("reads ranges and single postcodes, ignoring spaces", () => {
    expect(parseUnservedPostcodes("790 01-793 99, 73991 ,x")).toEqual([
      [79001, 79399],
      [73991, 73991],
    ])
  })

  it("refuses a postcode inside a range and delivers elsewhere", () => {
    const rules = unservedPostcodes("cz", "")
    expect(courierDelivers("790 01", rules)).toBe(false)
    expect(courierDelivers("79399", rules)).toBe(false)
    expect(courierDelivers("120 00", rules)).toBe(true)
    expect(courierDelivers("827010", unservedPostcodes("ro", undefined))).toBe(false)
    expect(courierDelivers("030031", unservedPostcodes("ro", undefined))).toBe(true)
    expect(courierDelivers("110 00", unservedPostcodes("cz", "11000-11099"))).toBe(false)
  })
})
